import { randomUUID } from 'node:crypto';
import { importPKCS8, SignJWT } from 'jose';
import { goneIsDeleted, providerClient } from './http';
import type { MeetingProvider, ProviderMeeting } from './types';

/** A Google service account allowed to write the calendar (domain-wide delegation optional). */
export interface GoogleSettings {
  clientEmail: string;
  /** PEM (PKCS #8) from the service account's key file. */
  privateKey: string;
  tokenUrl: string;
  /** @default 'primary' */
  calendarId: string;
  /** The Workspace user to act as (domain-wide delegation). */
  impersonate?: string;
  /** @default 'https://www.googleapis.com/calendar/v3' */
  apiUrl?: string;
  /** Give up on one provider call after this long. @default providerTimeoutMs (8 s) */
  timeoutMs?: number;
}

const name = 'Google Meet';
const scope = 'https://www.googleapis.com/auth/calendar.events';

const eventBody = (meeting: ProviderMeeting) => ({
  summary: meeting.title,
  description: meeting.description,
  start: { dateTime: meeting.start.toISOString(), timeZone: meeting.timeZone },
  end: { dateTime: meeting.end.toISOString(), timeZone: meeting.timeZone },
  attendees: [
    ...meeting.attendees.map((email) => ({ email })),
    ...meeting.optional.map((email) => ({ email, optional: true })),
  ],
});

interface GoogleEvent {
  id: string;
  hangoutLink?: string;
  conferenceData?: { entryPoints?: { entryPointType?: string; uri?: string }[] };
}

const meetLink = (event: GoogleEvent | undefined) =>
  event?.hangoutLink ??
  event?.conferenceData?.entryPoints?.find((entry) => entry.entryPointType === 'video')?.uri;

/**
 * Google Calendar events with Meet conference data (`POST /calendars/{id}/events?conferenceDataVersion=1`
 * with `conferenceData.createRequest`; the link is `hangoutLink`), with a service-account token
 * (an RS256 JWT assertion exchanged at the key's `token_uri`).
 */
export function googleProvider(settings: GoogleSettings): MeetingProvider {
  const api = settings.apiUrl ?? 'https://www.googleapis.com/calendar/v3';
  const client = providerClient(name, settings.timeoutMs, async (send) => {
    const key = await importPKCS8(settings.privateKey, 'RS256');
    const assertion = await new SignJWT({ scope })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(settings.clientEmail)
      .setAudience(settings.tokenUrl)
      .setIssuedAt()
      .setExpirationTime('1h')
      .setSubject(settings.impersonate ?? settings.clientEmail)
      .sign(key);
    return send(settings.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion,
      }),
    });
  });
  const events = `${api}/calendars/${encodeURIComponent(settings.calendarId)}/events`;
  const call = client.json;
  return {
    name,
    async create(meeting) {
      const event = await call<GoogleEvent>(
        'POST',
        `${events}?conferenceDataVersion=1&sendUpdates=none`,
        {
          ...eventBody(meeting),
          conferenceData: {
            createRequest: {
              requestId: randomUUID(),
              conferenceSolutionKey: { type: 'hangoutsMeet' },
            },
          },
        },
      );
      return { id: event.id, joinUrl: meetLink(event) ?? '' };
    },
    async update(id, meeting) {
      const event = await call<GoogleEvent>(
        'PATCH',
        `${events}/${encodeURIComponent(id)}?conferenceDataVersion=1&sendUpdates=none`,
        eventBody(meeting),
      );
      const joinUrl = meetLink(event);
      return joinUrl ? { joinUrl } : {};
    },
    async remove(id) {
      await call('DELETE', `${events}/${encodeURIComponent(id)}?sendUpdates=none`).catch(
        goneIsDeleted,
      );
    },
  };
}
