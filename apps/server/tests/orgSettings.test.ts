// Organisation settings of issue 16: leadership sets the session inactivity timeout (within the
// ASVS V3.3.2 bounds) and the embedding origins; the timeout changes the server's session expiry
// for the next request, the origins feed CORS, the CSP and socket.io at once; every save is
// audited; a manager is refused.
import { expect } from 'vitest';
import { describeServer } from './fixture';
import { failureOf } from './helpers';

const intranet = 'https://intranet.example.com';
let clock = Date.now();
const now = () => new Date(clock);

describeServer(
  'organisation settings',
  { seed: { now: new Date(), candidates: 2, jobs: 1 }, config: { now } },
  (it) => {
    async function tokenOf(api: string, username: string, role: string) {
      const response = await fetch(`${api}/login/${role === 'manager' ? 'management' : role}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username, password: 'Demo@1234', role }),
      });
      const body = (await response.json()) as { session_token: string; idle_timeout_ms: number };
      return body;
    }
    const sessionStatus = async (api: string, token: string) =>
      (await fetch(`${api}/session`, { headers: { Authorization: `Bearer ${token}` } })).status;

    it('answers the defaults, and refuses a manager both reading and saving', async ({
      team: { leadership, manager },
    }) => {
      const answer = await leadership.security.settings();
      expect(answer.settings).toEqual({ session_idle_minutes: 30, embed_origins: [] });
      expect(answer.bounds).toEqual({ min: 5, max: 30 });
      expect((await failureOf(manager.security.settings())).status).toBe(403);
      const refused = await failureOf(
        manager.security.saveSettings({ session_idle_minutes: 10, embed_origins: [] }),
      );
      expect(refused.status).toBe(403);
      expect((await leadership.security.settings()).settings.session_idle_minutes).toBe(30);
    });

    it('refuses a timeout outside 5–30 minutes and an entry that is not an origin, with the reason', async ({
      server,
      team: { leadership },
    }) => {
      const { session_token } = await tokenOf(server.api, 'leadership', 'leadership');
      const post = async (body: unknown) => {
        const response = await fetch(`${server.api}/org_settings`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session_token}` },
          body: JSON.stringify(body),
        });
        return { status: response.status, text: await response.text() };
      };
      for (const minutes of [4, 31, 12.5, 720]) {
        const answer = await post({ session_idle_minutes: minutes, embed_origins: [] });
        expect(answer.status).toBe(400);
        expect(answer.text).toContain(
          'Session timeout must be a whole number of minutes from 5 to 30 (ASVS V3.3.2: at most 30 minutes of inactivity)',
        );
      }
      for (const entry of ['*', 'https://intranet.example.com/app', 'ftp://files.example.com']) {
        const answer = await post({ session_idle_minutes: 15, embed_origins: [entry] });
        expect(answer.status).toBe(400);
        expect(answer.text).toContain(
          `\\"${entry}\\" is not an origin (expected scheme://host[:port], e.g. https://intranet.example.com)`,
        );
      }
      expect((await leadership.security.settings()).settings.embed_origins).toEqual([]);
    });

    it('feeds CORS, the CSP and socket.io with the saved origins at once', async ({
      server,
      team: { leadership },
    }) => {
      const preflight = () =>
        fetch(`${server.api}/health`, {
          method: 'OPTIONS',
          headers: { Origin: intranet, 'Access-Control-Request-Method': 'GET' },
        });
      const before = await fetch(`${server.api}/health`, { headers: { Origin: intranet } });
      expect(before.headers.get('access-control-allow-origin')).toBeNull();
      expect(before.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(before.headers.get('x-frame-options')).toBe('DENY');
      expect((await preflight()).headers.get('access-control-allow-origin')).toBeNull();

      const saved = await leadership.security.saveSettings({
        session_idle_minutes: 30,
        embed_origins: [`${intranet}/`, intranet],
      });
      expect(saved.message).toBe('Settings saved');
      expect(saved.settings.embed_origins).toEqual([intranet]);

      const after = await fetch(`${server.api}/health`, { headers: { Origin: intranet } });
      expect(after.headers.get('access-control-allow-origin')).toBe(intranet);
      const csp = after.headers.get('content-security-policy') ?? '';
      expect(csp).toContain(`frame-ancestors ${intranet}`);
      expect(csp).toContain(`connect-src 'self' ${intranet}`);
      expect(after.headers.get('x-frame-options')).toBeNull();
      const answer = await preflight();
      expect(answer.status).toBe(204);
      expect(answer.headers.get('access-control-allow-origin')).toBe(intranet);
      const polling = await fetch(`${server.url}/socket.io/?EIO=4&transport=polling`, {
        headers: { Origin: intranet },
      });
      expect(polling.headers.get('access-control-allow-origin')).toBe(intranet);
      expect(polling.headers.get('content-security-policy')).toContain(
        `frame-ancestors ${intranet}`,
      );
      const other = await fetch(`${server.api}/health`, {
        headers: { Origin: 'https://evil.example.com' },
      });
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('changes the session expiry for the next request, and writes the change to the audit trail', async ({
      server,
      team: { leadership },
    }) => {
      clock = Date.now();
      const before = await tokenOf(server.api, 'manager', 'manager');
      expect(before.idle_timeout_ms).toBe(30 * 60_000);
      await leadership.security.saveSettings({
        session_idle_minutes: 5,
        embed_origins: [intranet],
      });
      const after = await tokenOf(server.api, 'recruiter', 'recruiter');
      expect(after.idle_timeout_ms).toBe(5 * 60_000);

      // 4 minutes idle: both still valid (and touched); 6 more idle minutes: both expired, though
      // the older session was made under the 30-minute timeout.
      clock += 4 * 60_000;
      expect(await sessionStatus(server.api, before.session_token)).toBe(200);
      expect(await sessionStatus(server.api, after.session_token)).toBe(200);
      clock += 6 * 60_000;
      expect(await sessionStatus(server.api, before.session_token)).toBe(401);
      expect(await sessionStatus(server.api, after.session_token)).toBe(401);

      const { session_token } = await tokenOf(server.api, 'leadership', 'leadership');
      const trail = await fetch(`${server.api}/audit_log?record_type=org_settings`, {
        headers: { Authorization: `Bearer ${session_token}` },
      });
      const { entries } = (await trail.json()) as {
        entries: { actor_name: string; action: string; changes: Record<string, unknown[]> }[];
      };
      // Newest first: 30 → 5 minutes, then the origins saved, then the first insert.
      expect(entries.map((e) => e.action)).toEqual(['update', 'insert']);
      expect(entries[0]?.actor_name).toBe('leadership');
      expect(entries[0]?.changes.session_idle_minutes).toEqual([30, 5]);
      expect(entries[1]?.changes.embed_origins).toEqual([null, [intranet]]);
    });
  },
);
