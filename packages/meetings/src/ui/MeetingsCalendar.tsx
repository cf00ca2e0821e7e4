import type { Meeting } from '@hrportal/api-client';
import {
  type CalendarDate,
  fromDate,
  getLocalTimeZone,
  parseDate,
  toCalendarDate,
  toTimeZone,
  type ZonedDateTime,
} from '@internationalized/date';
import { type ComponentType, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  byDay,
  type CalendarEvent,
  type CalendarView,
  calendarViews,
  filterEvents,
  kindStyles,
  type MeetingKind,
  meetingKinds,
  onlineKinds,
  viewIn,
  visibleRange,
} from '../model/calendar';
import {
  emptyValues,
  failureMessage,
  formFields,
  type MeetingFormValues,
  movedValues,
  splitEmails,
  type TextFieldKey,
  validateForm,
  valuesFromMeeting,
} from '../model/forms';
import * as css from './calendar.css';
import type { LinkPickersProps, LinkSearch } from './LinkPickers';
import { KindIcon, Modal } from './parts';
import { CalendarSubscription, type CalendarSubscriptionProps } from './Subscription';
import { AgendaView, dateFormat, MonthView, TimeGridView, timeRange } from './views';

/** What a conflict check answers (the server's `POST /meeting_conflicts`, kinds normalised). */
export interface ConflictCheck {
  conflicts: { meeting: Meeting; attendees: string[]; organizer: string }[];
  freeSlots: { date: string; start_time: string; end_time: string }[];
}

/** A person the attendee pickers suggest. */
export interface Person {
  name: string;
  email: string;
}

/** Props of {@link MeetingsCalendar}. */
export interface MeetingsCalendarProps {
  /** Normalised meetings of the five kinds (`normalizeMeeting`), with the organiser's name when known. */
  events: readonly CalendarEvent[];
  loading?: boolean;
  /** Read failures to show (§8 wording). */
  errors?: readonly string[];
  /** The clock (today marker, now line). @default new Date() */
  now?: Date;
  /** Viewer's zone at start. @default the runtime's zone */
  timeZone?: string;
  locale?: string;
  initialView?: CalendarView;
  /** `YYYY-MM-DD` shown first. @default today */
  initialDate?: string;
  /** Management sees the "Everyone's meetings" switch. */
  canSeeEveryone?: boolean;
  scope?: 'mine' | 'everyone';
  onScopeChange?: (scope: 'mine' | 'everyone') => void;
  /** Called with the first and last day on screen (the host loads that range). */
  onRangeChange?: (from: string, to: string) => void;
  /** Attendee suggestions (active users). */
  people?: readonly Person[];
  /** The signed-in organiser's address (recruiter_email / user_email, and their own conflicts). */
  organizerEmail: string;
  /** Whether the viewer may change this meeting. @default every meeting */
  canEdit?: (meeting: Meeting) => boolean;
  /** Creates (no `existing`) or replaces a meeting; rejects with the server's reason. */
  onSave: (values: MeetingFormValues, existing?: Meeting) => Promise<void>;
  onDelete: (meeting: Meeting) => Promise<void>;
  /** Attendees' meetings in the slot and the first free slots; left out: no check. */
  onCheckConflicts?: (values: MeetingFormValues, existing?: Meeting) => Promise<ConflictCheck>;
  /** Downloads the `.ics` invitation. */
  onDownloadInvite?: (meeting: Meeting) => void;
  /** The viewer's calendar subscription; the "Subscribe" button shows when given. */
  subscription?: CalendarSubscriptionProps;
  /**
   * Saves a meeting dragged (or moved with Alt+arrows) in the week or day view: the meeting and
   * its values at the new time; rejects with the server's reason (the move is rolled back and
   * the reason shown). Left out: meetings cannot be dragged.
   */
  onMove?: (meeting: Meeting, values: MeetingFormValues) => Promise<void>;
  /**
   * The candidate and job pickers (this package's `LinkPickers`, on `@hrportal/ui`'s ComboBox): a
   * host passes them in so the calendar itself never loads react-aria. Left out: no pickers.
   */
  linkPickers?: ComponentType<LinkPickersProps>;
  /** Candidates matching typed text (the form's Candidate picker shows when given). */
  searchCandidates?: LinkSearch;
  /** Jobs matching typed text (the form's Job picker shows when given). */
  searchJobs?: LinkSearch;
  /** Where a linked candidate's record is. @default `?candidate=<id>` */
  candidateHref?: (id: number) => string;
  /** Where a linked job's record is; left out: the job is shown without a link. */
  jobHref?: (id: number) => string;
  /** Follows an in-app link (a router's navigate); left out: the browser follows it. */
  onNavigate?: (href: string) => void;
}

/** A move waiting for the server: where the meeting is shown meanwhile. */
interface PendingMove {
  start: ZonedDateTime;
  end: ZonedDateTime;
}

const viewLabels: Record<CalendarView, string> = {
  month: 'Month',
  week: 'Week',
  day: 'Day',
  agenda: 'Agenda',
};

const zoneList = (() => {
  let zones: string[] = [];
  try {
    zones =
      (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ??
      [];
  } catch {
    zones = [];
  }
  return zones;
})();

/** Zones offered first (browsers list some under older names, e.g. Asia/Calcutta). */
const commonZones = [
  'UTC',
  'Asia/Kolkata',
  'Asia/Dubai',
  'Asia/Singapore',
  'Europe/London',
  'Europe/Berlin',
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'Australia/Sydney',
];

/** Current IANA names of zones some runtimes still report under their old names. */
const zoneAliases: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Rangoon': 'Asia/Yangon',
  'Europe/Kiev': 'Europe/Kyiv',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'America/Godthab': 'America/Nuuk',
};
const currentZone = (zone: string) => zoneAliases[zone] ?? zone;

function ZoneOptions({ extra }: { extra: readonly string[] }) {
  const all = [...new Set([...commonZones, ...extra, ...zoneList].map(currentZone))];
  return (
    <>
      {all.map((zone) => (
        <option key={zone} value={zone}>
          {zone}
        </option>
      ))}
    </>
  );
}

const reason = (error: unknown) =>
  error instanceof Error && error.message ? error.message : String(error ?? '');

/**
 * The meetings calendar: month, week, day and agenda views of the five kinds in the viewer's zone
 * (switchable), a legend that filters by kind, search by title or attendee, and the create, edit
 * and delete dialogs with the attendees' conflicts. Data and calls come from the host
 * ({@link MeetingsWidget} wires them to the SDK).
 *
 * @example
 * ```tsx
 * <MeetingsCalendar events={events} organizerEmail="asha@example.com" onSave={save} onDelete={remove} />
 * ```
 */
export function MeetingsCalendar(props: MeetingsCalendarProps) {
  const locale = props.locale ?? 'en-GB';
  const [zone, setZone] = useState(currentZone(props.timeZone ?? getLocalTimeZone()));
  const now = useMemo(() => fromDate(props.now ?? new Date(), zone), [props.now, zone]);
  const today = toCalendarDate(now);
  const [view, setView] = useState<CalendarView>(props.initialView ?? 'month');
  const [anchor, setAnchorState] = useState<CalendarDate>(
    props.initialDate ? parseDate(props.initialDate) : today,
  );
  const [focused, setFocused] = useState<CalendarDate>(anchor);
  const [kinds, setKinds] = useState<ReadonlySet<MeetingKind>>(new Set(meetingKinds));
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<CalendarEvent | null>(null);
  const [editing, setEditing] = useState<{ values: MeetingFormValues; existing?: Meeting } | null>(
    null,
  );
  const [confirming, setConfirming] = useState<Meeting | null>(null);
  const ids = useId();

  const range = visibleRange(view, anchor, locale);
  const rangeKey = `${range.from}|${range.to}`;
  const [reported, setReported] = useState('');
  if (props.onRangeChange && reported !== rangeKey) {
    setReported(rangeKey);
    queueMicrotask(() => props.onRangeChange?.(range.from.toString(), range.to.toString()));
  }

  // Optimistic moves: a dragged meeting shows at its new time until the server answers; a refusal
  // puts it back and shows the server's reason.
  const [pending, setPending] = useState<ReadonlyMap<string, PendingMove>>(new Map());
  const [moveError, setMoveError] = useState('');
  const latestEvents = useRef(props.events);
  latestEvents.current = props.events;
  const shownEvents = useMemo(
    () =>
      pending.size === 0
        ? props.events
        : props.events.map((event) => {
            const moved = pending.get(event.key);
            return moved
              ? {
                  ...event,
                  start: toTimeZone(moved.start, event.start.timeZone),
                  end: toTimeZone(moved.end, event.start.timeZone),
                }
              : event;
          }),
    [props.events, pending],
  );
  const drop = (key: string) =>
    setPending((current) => {
      const next = new Map(current);
      next.delete(key);
      return next;
    });
  // A settled move waits for the list that carries it, then the list's own copy shows.
  const settled = useRef(new Set<string>());
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a new list arrives; drop only sets state
  useEffect(() => {
    for (const key of settled.current) drop(key);
    settled.current.clear();
  }, [props.events]);
  const moveEvent = async (event: CalendarEvent, start: ZonedDateTime, end: ZonedDateTime) => {
    if (!props.onMove) return;
    setMoveError('');
    setPending((current) => new Map(current).set(event.key, { start, end }));
    try {
      const before = latestEvents.current;
      await props.onMove(event.meeting, movedValues(event.meeting, start, end));
      if (latestEvents.current !== before) drop(event.key);
      else settled.current.add(event.key);
    } catch (error) {
      drop(event.key);
      const fallback = failureMessage(event.kind, 'update');
      const why = reason(error);
      setMoveError(
        `“${event.meeting.title}” was not moved. ${why && why !== fallback ? `${fallback}: ${why}` : fallback}`,
      );
    }
  };

  const filtered = useMemo(
    () => filterEvents(shownEvents, { kinds, search }),
    [shownEvents, kinds, search],
  );
  const days = useMemo(() => byDay(viewIn(filtered, zone)), [filtered, zone]);

  const setAnchor = (day: CalendarDate) => {
    setAnchorState(day);
    setFocused(day);
  };
  const onFocusDay = (day: CalendarDate) => {
    setFocused(day);
    if (view === 'month' && day.month !== anchor.month) setAnchorState(day);
    if (view !== 'month') setAnchorState(day);
  };
  const step = (direction: 1 | -1) => {
    const unit =
      view === 'month' || view === 'agenda'
        ? { months: direction }
        : view === 'week'
          ? { weeks: direction }
          : { days: direction };
    setAnchor(anchor.add(unit));
  };
  const title = (() => {
    const month = dateFormat(locale, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const full = dateFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
    const short = dateFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    if (view === 'day') return full.format(anchor.toDate('UTC'));
    if (view === 'week')
      return `${short.format(range.from.toDate('UTC'))} – ${short.format(range.to.toDate('UTC'))}`;
    return month.format(anchor.toDate('UTC'));
  })();

  const viewProps = {
    byDay: days,
    anchor,
    focused,
    onFocus: onFocusDay,
    today,
    now,
    locale,
    zone,
    onOpenEvent: setOpen,
    onOpenDay: (day: CalendarDate) => {
      setView('day');
      setAnchor(day);
    },
  };
  const startNew = () => {
    const hour = Math.min(Math.max(now.hour + 1, 9), 17);
    setEditing({
      values: emptyValues('teams', focused.toString(), `${String(hour).padStart(2, '0')}:00`, zone),
    });
  };
  const canEdit = (meeting: Meeting) => props.canEdit?.(meeting) ?? true;
  const moveProps = props.onMove
    ? {
        canMove: (event: CalendarEvent) => canEdit(event.meeting),
        onMove: (event: CalendarEvent, start: ZonedDateTime, end: ZonedDateTime) =>
          void moveEvent(event, start, end),
      }
    : {};
  const [subscribing, setSubscribing] = useState(false);
  const subscriptionId = useId();

  return (
    <section className={css.root} aria-label="Meetings calendar">
      <div className={css.toolbar}>
        <h2 className={css.title} aria-live="polite">
          {title}
        </h2>
        <div className={css.group}>
          <button type="button" className={css.button} onClick={() => setAnchor(today)}>
            Today
          </button>
          <button
            type="button"
            className={css.button}
            onClick={() => step(-1)}
            aria-label="Previous"
          >
            ‹
          </button>
          <button type="button" className={css.button} onClick={() => step(1)} aria-label="Next">
            ›
          </button>
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: a toolbar group of toggle buttons */}
        <div className={css.group} role="group" aria-label="View">
          {calendarViews.map((v) => (
            <button
              key={v}
              type="button"
              className={css.button}
              aria-pressed={view === v}
              onClick={() => setView(v)}
            >
              {viewLabels[v]}
            </button>
          ))}
        </div>
        <button type="button" className={css.primary} onClick={startNew}>
          New meeting
        </button>
      </div>
      <div className={css.toolbar}>
        <label className={css.inlineField}>
          Time zone
          <select className={css.input} value={zone} onChange={(e) => setZone(e.target.value)}>
            <ZoneOptions extra={[zone, currentZone(getLocalTimeZone())]} />
          </select>
        </label>
        {props.canSeeEveryone ? (
          // biome-ignore lint/a11y/useSemanticElements: a toolbar group of toggle buttons
          <div className={css.group} role="group" aria-label="Whose meetings">
            <button
              type="button"
              className={css.button}
              aria-pressed={(props.scope ?? 'mine') === 'mine'}
              onClick={() => props.onScopeChange?.('mine')}
            >
              My meetings
            </button>
            <button
              type="button"
              className={css.button}
              aria-pressed={props.scope === 'everyone'}
              onClick={() => props.onScopeChange?.('everyone')}
            >
              Everyone's meetings
            </button>
          </div>
        ) : null}
        {props.subscription ? (
          <button
            type="button"
            className={css.button}
            aria-expanded={subscribing}
            aria-controls={subscriptionId}
            onClick={() => setSubscribing(!subscribing)}
          >
            Subscribe…
          </button>
        ) : null}
        <input
          type="search"
          className={css.input}
          placeholder="Search title or attendee"
          aria-label="Search meetings by title or attendee"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          style={{ flex: '1 1 180px' }}
        />
      </div>
      {props.subscription && subscribing ? (
        <div id={subscriptionId}>
          <CalendarSubscription {...props.subscription} />
        </div>
      ) : null}
      <fieldset className={css.legend}>
        <legend className={css.srOnly}>Show meeting kinds</legend>
        {meetingKinds.map((kind) => (
          <button
            key={kind}
            type="button"
            className={css.legendItem}
            aria-pressed={kinds.has(kind)}
            onClick={() => {
              const next = new Set(kinds);
              if (next.has(kind)) next.delete(kind);
              else next.add(kind);
              setKinds(next);
            }}
          >
            <KindIcon kind={kind} />
            {kindStyles[kind].label}
          </button>
        ))}
        <span className={css.muted} aria-live="polite">
          {props.loading ? 'Loading meetings…' : `${filtered.length} shown`}
        </span>
      </fieldset>
      {(props.errors ?? []).map((message) => (
        <p key={message} role="alert" className={css.alert}>
          {message}
        </p>
      ))}
      {moveError ? (
        <div role="alert" className={css.alert}>
          {moveError}{' '}
          <button type="button" className={css.button} onClick={() => setMoveError('')}>
            Dismiss
          </button>
        </div>
      ) : null}
      {view === 'month' ? <MonthView {...viewProps} {...moveProps} /> : null}
      {view === 'week' ? <TimeGridView {...viewProps} {...moveProps} mode="week" /> : null}
      {view === 'day' ? <TimeGridView {...viewProps} {...moveProps} mode="day" /> : null}
      {view === 'agenda' ? (
        <AgendaView
          {...viewProps}
          from={range.from}
          to={range.to}
          loading={props.loading ?? false}
        />
      ) : null}
      {view === 'day' && !props.loading && (days.get(anchor.toString())?.length ?? 0) === 0 ? (
        <p className={css.notice}>No meetings on this day.</p>
      ) : null}

      <Modal open={open !== null} onClose={() => setOpen(null)} labelledBy={`${ids}-details`}>
        {open ? (
          <MeetingDetails
            event={open}
            zone={zone}
            locale={locale}
            titleId={`${ids}-details`}
            canEdit={canEdit(open.meeting)}
            onClose={() => setOpen(null)}
            onEdit={() => {
              setEditing({ values: valuesFromMeeting(open.meeting), existing: open.meeting });
              setOpen(null);
            }}
            onDelete={() => {
              setConfirming(open.meeting);
              setOpen(null);
            }}
            {...(props.onDownloadInvite ? { onDownload: props.onDownloadInvite } : {})}
            links={{
              candidate: props.candidateHref ?? ((id) => `?candidate=${id}`),
              ...(props.jobHref ? { job: props.jobHref } : {}),
              ...(props.onNavigate ? { navigate: props.onNavigate } : {}),
            }}
          />
        ) : null}
      </Modal>
      <Modal open={editing !== null} onClose={() => setEditing(null)} labelledBy={`${ids}-form`}>
        {editing ? (
          <MeetingForm
            key={editing.existing ? `${editing.existing.type}:${editing.existing.id}` : 'new'}
            initial={editing.values}
            {...(editing.existing ? { existing: editing.existing } : {})}
            titleId={`${ids}-form`}
            people={props.people ?? []}
            organizerEmail={props.organizerEmail}
            zone={zone}
            onCancel={() => setEditing(null)}
            onSave={async (values) => {
              await props.onSave(values, editing.existing);
              setEditing(null);
            }}
            {...(props.onCheckConflicts ? { onCheckConflicts: props.onCheckConflicts } : {})}
            {...(props.linkPickers ? { linkPickers: props.linkPickers } : {})}
            {...(props.searchCandidates ? { searchCandidates: props.searchCandidates } : {})}
            {...(props.searchJobs ? { searchJobs: props.searchJobs } : {})}
          />
        ) : null}
      </Modal>
      <Modal
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        labelledBy={`${ids}-confirm`}
      >
        {confirming ? (
          <ConfirmDelete
            meeting={confirming}
            titleId={`${ids}-confirm`}
            onCancel={() => setConfirming(null)}
            onConfirm={async () => {
              await props.onDelete(confirming);
              setConfirming(null);
            }}
          />
        ) : null}
      </Modal>
    </section>
  );
}

function MeetingDetails({
  event,
  zone,
  locale,
  titleId,
  canEdit,
  onClose,
  onEdit,
  onDelete,
  onDownload,
  links,
}: {
  event: CalendarEvent;
  zone: string;
  locale: string;
  titleId: string;
  canEdit: boolean;
  onClose: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onDownload?: (meeting: Meeting) => void;
  links: {
    candidate: (id: number) => string;
    job?: (id: number) => string;
    navigate?: (href: string) => void;
  };
}) {
  const about = valuesFromMeeting(event.meeting);
  const link = (href: string | undefined, label: string) =>
    href ? (
      <a
        href={href}
        onClick={(e) => {
          if (!links.navigate || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
          e.preventDefault();
          links.navigate(href);
        }}
      >
        {label}
      </a>
    ) : (
      label
    );
  const { meeting } = event;
  const viewed = { event, start: toTimeZone(event.start, zone), end: toTimeZone(event.end, zone) };
  const date = dateFormat(locale, { dateStyle: 'full', timeZone: zone });
  const own = meeting.timezone || 'UTC';
  const raw = (meeting.meetingData ?? {}) as { location?: unknown };
  const location = typeof raw.location === 'string' ? raw.location : '';
  return (
    <>
      <h2 id={titleId} className={css.dialogTitle}>
        <KindIcon kind={event.kind} />
        {meeting.title}
      </h2>
      <dl className={css.detailsList}>
        <dt>Kind</dt>
        <dd>{kindStyles[event.kind].label}</dd>
        <dt>When</dt>
        <dd>
          {date.format(viewed.start.toDate())}, {timeRange(viewed, locale, zone)} ({zone})
        </dd>
        {own !== zone ? (
          <>
            <dt>Meeting's zone</dt>
            <dd>
              {meeting.date} {meeting.startTime}
              {meeting.endTime ? `–${meeting.endTime}` : ''} ({own})
            </dd>
          </>
        ) : null}
        {onlineKinds.includes(event.kind) ? (
          <>
            <dt>Online link</dt>
            <dd>
              {meeting.joinUrl ? (
                <a href={meeting.joinUrl} target="_blank" rel="noreferrer noopener">
                  {meeting.joinUrl}
                </a>
              ) : (
                'No online link yet'
              )}
            </dd>
          </>
        ) : null}
        {location ? (
          <>
            <dt>Location</dt>
            <dd>{location}</dd>
          </>
        ) : null}
        {about.candidate ? (
          <>
            <dt>Candidate</dt>
            <dd>{link(links.candidate(about.candidate.id), about.candidate.label)}</dd>
          </>
        ) : null}
        {about.job ? (
          <>
            <dt>Job</dt>
            <dd>{link(links.job?.(about.job.id), about.job.label)}</dd>
          </>
        ) : null}
        {event.organizer ? (
          <>
            <dt>Organiser</dt>
            <dd>{event.organizer}</dd>
          </>
        ) : null}
        <dt>Attendees</dt>
        <dd>{meeting.attendees.join(', ') || 'None'}</dd>
        {meeting.attendeesOptional.length > 0 ? (
          <>
            <dt>Cc</dt>
            <dd>{meeting.attendeesOptional.join(', ')}</dd>
          </>
        ) : null}
        {meeting.description ? (
          <>
            <dt>
              {event.kind === 'call' || event.kind === 'inperson' ? 'Purpose' : 'Description'}
            </dt>
            <dd style={{ whiteSpace: 'pre-wrap' }}>{meeting.description}</dd>
          </>
        ) : null}
      </dl>
      <div className={css.actions}>
        {onDownload ? (
          <button type="button" className={css.button} onClick={() => onDownload(meeting)}>
            Download invite (.ics)
          </button>
        ) : null}
        {canEdit ? (
          <>
            <button type="button" className={css.button} onClick={onDelete}>
              Delete
            </button>
            <button type="button" className={css.button} onClick={onEdit}>
              Edit
            </button>
          </>
        ) : null}
        <button type="button" className={css.primary} onClick={onClose}>
          Close
        </button>
      </div>
    </>
  );
}

function ConfirmDelete({
  meeting,
  titleId,
  onCancel,
  onConfirm,
}: {
  meeting: Meeting;
  titleId: string;
  onCancel: () => void;
  onConfirm: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const kind = meeting.type as MeetingKind;
  return (
    <>
      <h2 id={titleId} className={css.dialogTitle}>
        Delete this meeting?
      </h2>
      <p style={{ margin: 0 }}>
        “{meeting.title}” on {meeting.date} at {meeting.startTime} will be deleted and its attendees
        sent a cancellation.
      </p>
      {error ? (
        <p role="alert" className={css.alert}>
          {error}
        </p>
      ) : null}
      <div className={css.actions}>
        <button type="button" className={css.button} onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button
          type="button"
          className={css.danger}
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            setError('');
            try {
              await onConfirm();
            } catch (e) {
              const fallback = failureMessage(kind, 'delete');
              const why = reason(e);
              setError(why && why !== fallback ? `${fallback}: ${why}` : fallback);
              setBusy(false);
            }
          }}
        >
          Delete meeting
        </button>
      </div>
    </>
  );
}

function MeetingForm({
  initial,
  existing,
  titleId,
  people,
  organizerEmail,
  zone,
  onCancel,
  onSave,
  onCheckConflicts,
  linkPickers: Pickers,
  searchCandidates,
  searchJobs,
}: {
  linkPickers?: ComponentType<LinkPickersProps>;
  searchCandidates?: LinkSearch;
  searchJobs?: LinkSearch;
  initial: MeetingFormValues;
  existing?: Meeting;
  titleId: string;
  people: readonly Person[];
  organizerEmail: string;
  zone: string;
  onCancel: () => void;
  onSave: (values: MeetingFormValues) => Promise<void>;
  onCheckConflicts?: (values: MeetingFormValues, existing?: Meeting) => Promise<ConflictCheck>;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<TextFieldKey, string>>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [check, setCheck] = useState<{ key: string; result: ConflictCheck } | null>(null);
  const ids = useId();
  const set = (key: TextFieldKey, value: string) => setValues((v) => ({ ...v, [key]: value }));
  const slotKey = `${values.attendees}|${values.cc}|${values.date}|${values.startTime}|${values.endTime}|${values.timeZone}`;
  const conflicts = check && check.key === slotKey ? check.result : null;

  const submit = async () => {
    const found = validateForm(values);
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      if (onCheckConflicts && (!conflicts || check?.key !== slotKey)) {
        const people = [
          ...splitEmails(values.attendees),
          ...splitEmails(values.cc),
          organizerEmail,
        ];
        const result = await onCheckConflicts(
          { ...values, attendees: people.join(', ') },
          existing,
        );
        setCheck({ key: slotKey, result });
        if (result.conflicts.length > 0) {
          setBusy(false);
          return;
        }
      }
      await onSave(values);
    } catch (e) {
      const why = reason(e);
      if (existing) {
        // §8: the kind's update message, the server's reason after a colon.
        const fallback = failureMessage(values.kind, 'update');
        setFailure(why && why !== fallback ? `${fallback}: ${why}` : fallback);
      } else setFailure(why || failureMessage(values.kind, 'create'));
    }
    setBusy(false);
  };

  const fields = formFields[values.kind];
  const listId = `${ids}-people`;
  const long = new Set<TextFieldKey>([
    'title',
    'description',
    'attendees',
    'cc',
    'joinUrl',
    'purpose',
    'location',
  ]);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      style={{ display: 'contents' }}
    >
      <h2 id={titleId} className={css.dialogTitle}>
        <KindIcon kind={values.kind} />
        {existing ? `Edit ${kindStyles[values.kind].label} meeting` : 'New meeting'}
      </h2>
      <div className={css.formGrid}>
        {existing ? null : (
          <label className={`${css.field} ${css.wide}`}>
            Kind
            <select
              className={css.input}
              value={values.kind}
              onChange={(e) => set('kind', e.target.value)}
            >
              {meetingKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {kindStyles[kind].label}
                </option>
              ))}
            </select>
          </label>
        )}
        {fields.map(([key, label]) => {
          const error = errors[key];
          const errorId = `${ids}-${key}-error`;
          const common = {
            className: key === 'description' ? css.textarea : css.input,
            value: values[key],
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? errorId : undefined,
          } as const;
          let control: React.ReactNode;
          if (key === 'timeZone') {
            control = (
              <select {...common} onChange={(e) => set(key, e.target.value)}>
                <ZoneOptions extra={[values.timeZone, zone]} />
              </select>
            );
          } else if (key === 'description') {
            control = <textarea {...common} onChange={(e) => set(key, e.target.value)} />;
          } else {
            const type =
              key === 'date' || key === 'endDate' ? 'date' : key === 'joinUrl' ? 'url' : 'text';
            control = (
              <input
                {...common}
                type={type}
                list={key === 'attendees' || key === 'cc' ? listId : undefined}
                inputMode={key === 'startTime' || key === 'endTime' ? 'numeric' : undefined}
                placeholder={
                  key === 'attendees' || key === 'cc'
                    ? 'name@example.com, …'
                    : key === 'joinUrl'
                      ? 'Paste the https:// link (optional)'
                      : key === 'startTime' || key === 'endTime'
                        ? 'HH:MM'
                        : undefined
                }
                onChange={(e) => set(key, e.target.value)}
              />
            );
          }
          return (
            // biome-ignore lint/a11y/noLabelWithoutControl: the control is built above and nested here
            <label key={key} className={`${css.field} ${long.has(key) ? css.wide : ''}`}>
              {label}
              {control}
              {error ? (
                <span id={errorId} className={css.fieldError}>
                  {error}
                </span>
              ) : null}
            </label>
          );
        })}
        {Pickers && (searchCandidates || searchJobs) ? (
          <Pickers
            candidate={values.candidate}
            job={values.job}
            onCandidate={(candidate) => setValues((v) => ({ ...v, candidate }))}
            onJob={(job) => setValues((v) => ({ ...v, job }))}
            searchCandidates={searchCandidates}
            searchJobs={searchJobs}
          />
        ) : null}
        <datalist id={listId}>
          {people.map((p) => (
            <option key={p.email} value={p.email}>
              {p.name}
            </option>
          ))}
        </datalist>
      </div>
      {onlineKinds.includes(values.kind) && !values.joinUrl.trim() ? (
        <p className={css.notice}>
          No online link yet: the meeting is saved without one until a link is pasted here.
        </p>
      ) : null}
      {conflicts && conflicts.conflicts.length > 0 ? (
        <div className={css.conflictBox} role="alert" aria-label="Conflicts">
          <strong>These attendees already have meetings in this slot:</strong>
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {conflicts.conflicts.map((c) => (
              <li key={`${c.meeting.type}:${c.meeting.id}`}>
                {c.meeting.title} — {c.meeting.date} {c.meeting.startTime}
                {c.meeting.endTime ? `–${c.meeting.endTime}` : ''} ({c.meeting.timezone}):{' '}
                {c.attendees.join(', ')}
              </li>
            ))}
          </ul>
          {conflicts.freeSlots.length > 0 ? (
            <>
              <span>First free slots for everyone ({values.timeZone}):</span>
              <div className={css.group}>
                {conflicts.freeSlots.map((slot) => (
                  <button
                    key={`${slot.date}${slot.start_time}`}
                    type="button"
                    className={css.button}
                    onClick={() =>
                      setValues((v) => ({
                        ...v,
                        date: slot.date,
                        endDate: slot.date,
                        startTime: slot.start_time,
                        endTime: slot.end_time,
                      }))
                    }
                  >
                    {slot.date} {slot.start_time}–{slot.end_time}
                  </button>
                ))}
              </div>
            </>
          ) : (
            <span>No common free slot in the next two weeks.</span>
          )}
        </div>
      ) : null}
      {failure ? (
        <p role="alert" className={css.alert}>
          {failure}
        </p>
      ) : null}
      <div className={css.actions}>
        <button type="button" className={css.button} onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className={css.primary} disabled={busy}>
          {conflicts && conflicts.conflicts.length > 0
            ? 'Save anyway'
            : existing
              ? 'Save changes'
              : 'Schedule'}
        </button>
      </div>
    </form>
  );
}
