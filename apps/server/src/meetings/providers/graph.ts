import { goneIsDeleted, providerClient } from './http';
import type { MeetingProvider, ProviderMeeting } from './types';

/** A Microsoft Entra app with the Calendars.ReadWrite application permission. */
export interface GraphSettings {
  tenantId: string;
  clientId: string;
  clientSecret: string;
  /** Mailbox the events are created in; the organiser's own address when absent. */
  organizer?: string;
  /** @default 'https://graph.microsoft.com/v1.0' */
  apiUrl?: string;
  /** @default 'https://login.microsoftonline.com' */
  loginUrl?: string;
  /** Give up on one provider call after this long. @default providerTimeoutMs (8 s) */
  timeoutMs?: number;
}

const name = 'Microsoft Teams';

/** Graph's `dateTimeTimeZone`: the instant in UTC (Outlook shows it in each reader's zone). */
const utc = (instant: Date) => ({
  dateTime: instant.toISOString().slice(0, 23),
  timeZone: 'UTC',
});

/** The organiser's calendar event holding the Teams meeting. */
const eventBody = (meeting: ProviderMeeting) => ({
  subject: meeting.title,
  body: { contentType: 'text', content: meeting.description },
  start: utc(meeting.start),
  end: utc(meeting.end),
  // No attendees: Exchange would mail its own invitation beside ours. Our RFC 5545 invitation
  // (with this event's real join link) is the one every attendee gets, for every kind alike.
  isOnlineMeeting: true,
  onlineMeetingProvider: 'teamsForBusiness',
});

/**
 * Microsoft Graph calendar events with a Teams meeting (`POST /users/{mailbox}/events` with
 * `isOnlineMeeting`; the link is `onlineMeeting.joinUrl`), client-credentials token from
 * `/{tenant}/oauth2/v2.0/token`.
 */
export function graphProvider(settings: GraphSettings): MeetingProvider {
  const api = settings.apiUrl ?? 'https://graph.microsoft.com/v1.0';
  const login = settings.loginUrl ?? 'https://login.microsoftonline.com';
  const client = providerClient(name, settings.timeoutMs, (send) =>
    send(`${login}/${encodeURIComponent(settings.tenantId)}/oauth2/v2.0/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        scope: 'https://graph.microsoft.com/.default',
        grant_type: 'client_credentials',
      }),
    }),
  );
  const events = (mailbox: string) =>
    `${api}/users/${encodeURIComponent(settings.organizer ?? mailbox)}/events`;
  const call = client.json;
  interface GraphEvent {
    id: string;
    onlineMeeting?: { joinUrl?: string } | null;
  }
  return {
    name,
    async create(meeting) {
      const event = await call<GraphEvent>(
        'POST',
        events(meeting.organizerEmail),
        eventBody(meeting),
      );
      return { id: event.id, joinUrl: event.onlineMeeting?.joinUrl ?? '' };
    },
    async update(id, meeting) {
      const event = await call<GraphEvent>(
        'PATCH',
        `${events(meeting.organizerEmail)}/${encodeURIComponent(id)}`,
        eventBody(meeting),
      );
      const joinUrl = event?.onlineMeeting?.joinUrl;
      return joinUrl ? { joinUrl } : {};
    },
    async remove(id, organizerEmail) {
      await call('DELETE', `${events(organizerEmail)}/${encodeURIComponent(id)}`).catch(
        goneIsDeleted,
      );
    },
  };
}
