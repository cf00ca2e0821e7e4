import { goneIsDeleted, providerClient } from './http';
import type { MeetingProvider, ProviderMeeting } from './types';

/** Zoom Server-to-Server OAuth app credentials. */
export interface ZoomSettings {
  accountId: string;
  clientId: string;
  clientSecret: string;
  /** @default 'https://api.zoom.us/v2' */
  apiUrl?: string;
  /** @default 'https://zoom.us/oauth/token' */
  oauthUrl?: string;
  /** Give up on one provider call after this long. @default providerTimeoutMs (8 s) */
  timeoutMs?: number;
}

const name = 'Zoom';

/** Zoom's scheduled-meeting body: GMT start, whole minutes, the zone for display. */
const zoomBody = (meeting: ProviderMeeting) => ({
  topic: meeting.title,
  type: 2,
  start_time: `${meeting.start.toISOString().slice(0, 19)}Z`,
  duration: Math.max(1, Math.round((meeting.end.getTime() - meeting.start.getTime()) / 60_000)),
  timezone: meeting.timeZone,
  agenda: meeting.description.slice(0, 2000),
  settings: {
    meeting_invitees: [...meeting.attendees, ...meeting.optional].map((email) => ({ email })),
  },
});

/**
 * Zoom's Meetings API (`POST /users/me/meetings`, `PATCH`/`DELETE /meetings/{id}`) with an
 * account-credentials token (`POST /oauth/token?grant_type=account_credentials`, HTTP Basic).
 */
export function zoomProvider(settings: ZoomSettings): MeetingProvider {
  const api = settings.apiUrl ?? 'https://api.zoom.us/v2';
  const client = providerClient(name, settings.timeoutMs, (send) => {
    const url = new URL(settings.oauthUrl ?? 'https://zoom.us/oauth/token');
    url.searchParams.set('grant_type', 'account_credentials');
    url.searchParams.set('account_id', settings.accountId);
    const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64');
    return send(url.toString(), { method: 'POST', headers: { authorization: `Basic ${basic}` } });
  });
  const call = <T>(method: string, path: string, body?: unknown) =>
    client.json<T>(method, `${api}${path}`, body);
  return {
    name,
    async create(meeting) {
      const created = await call<{ id: number | string; join_url: string }>(
        'POST',
        '/users/me/meetings',
        zoomBody(meeting),
      );
      return { id: String(created.id), joinUrl: created.join_url };
    },
    async update(id, meeting) {
      await call('PATCH', `/meetings/${encodeURIComponent(id)}`, zoomBody(meeting));
      return {};
    },
    async remove(id) {
      await call('DELETE', `/meetings/${encodeURIComponent(id)}`).catch(goneIsDeleted);
    },
  };
}
