import { useId, useState } from 'react';
import * as css from './calendar.css';

/** Where the viewer's calendar subscription stands (`client.meetings.calendarFeed()`). */
export interface CalendarSubscriptionState {
  active: boolean;
  /** ISO instant the current address was made. */
  createdAt: string | null;
  /** ISO instant a calendar app last fetched it. */
  lastFetchedAt: string | null;
  /** The address, only right after it was made (the server keeps just a hash of its secret). */
  url?: string;
}

/** Props of {@link CalendarSubscription}. */
export interface CalendarSubscriptionProps {
  /** `undefined` while loading. */
  state: CalendarSubscriptionState | undefined;
  /** Makes a new address (the old one stops working). */
  onCreate: () => Promise<void>;
  /** Ends the address. */
  onRevoke: () => Promise<void>;
  /** Shows instants in this locale. */
  locale?: string;
}

const when = (iso: string | null, locale?: string) =>
  iso ? new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }) : '';

/**
 * The "Subscribe in Outlook or Google Calendar" panel: make a private `.ics` address, copy it
 * (shown once), see when a calendar app last fetched it, make a new one or stop it. Failures are
 * shown in the panel; the calendar is never blocked by them.
 */
export function CalendarSubscription({
  state,
  onCreate,
  onRevoke,
  locale,
}: CalendarSubscriptionProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [copied, setCopied] = useState(false);
  const titleId = useId();
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError('');
    setCopied(false);
    try {
      await work();
    } catch (failure) {
      setError(
        failure instanceof Error && failure.message
          ? failure.message
          : 'Something went wrong. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setError('Copying is blocked here: select the address and copy it yourself.');
    }
  };

  return (
    <section
      className={css.subscription}
      aria-labelledby={titleId}
      aria-busy={state === undefined || busy}
    >
      <h3 id={titleId} className={css.subscriptionTitle}>
        Subscribe in Outlook or Google Calendar
      </h3>
      {state === undefined ? (
        <p className={css.notice}>Loading…</p>
      ) : state.url ? (
        <>
          <p className={css.notice}>
            Your private address. It is shown only now: copy it into Outlook (Add calendar →
            Subscribe from web) or Google Calendar (Other calendars → From URL). Anyone with it can
            see your meetings.
          </p>
          <div className={css.group}>
            <input
              className={css.input}
              readOnly
              value={state.url}
              aria-label="Calendar subscription address"
              onFocus={(e) => e.currentTarget.select()}
              style={{ flex: '1 1 260px', fontFamily: 'monospace' }}
            />
            <button type="button" className={css.primary} onClick={() => copy(state.url ?? '')}>
              {copied ? 'Copied' : 'Copy address'}
            </button>
          </div>
        </>
      ) : state.active ? (
        <p className={css.notice}>
          You have an address made {when(state.createdAt, locale)}
          {state.lastFetchedAt
            ? `; a calendar app last fetched it ${when(state.lastFetchedAt, locale)}.`
            : '; no calendar app has fetched it yet.'}{' '}
          Lost it? Make a new one — the old one stops working.
        </p>
      ) : (
        <p className={css.notice}>
          See your interviews in the calendar you already use. Your meetings from the last 30 days
          and the next 6 months, refreshed by your calendar app.
        </p>
      )}
      {error ? (
        <p role="alert" className={css.alert}>
          {error}
        </p>
      ) : null}
      {state !== undefined ? (
        <div className={css.group}>
          <button
            type="button"
            className={state.active ? css.button : css.primary}
            disabled={busy}
            onClick={() => run(onCreate)}
          >
            {state.active ? 'Make a new address' : 'Make my address'}
          </button>
          {state.active ? (
            <button
              type="button"
              className={css.danger}
              disabled={busy}
              onClick={() => run(onRevoke)}
            >
              Stop subscription
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
