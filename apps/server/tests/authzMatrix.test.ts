import { endpoints } from '@hrportal/api-client/contract';
import { describe, expect } from 'vitest';
import { serverTest } from './fixture';
import { recordFigure } from './reliabilityReport';

type Caller = 'anonymous' | 'recruiter' | 'reviewer' | 'manager' | 'leadership';
const callers: Caller[] = ['anonymous', 'recruiter', 'reviewer', 'manager', 'leadership'];
const loginRole = {
  recruiter: 'recruiter',
  reviewer: 'recruiter',
  manager: 'management',
  leadership: 'leadership',
} as const;

type Def = (typeof endpoints)[keyof typeof endpoints] & {
  roles?: readonly ('manager' | 'recruiter' | 'leadership')[];
  peerReviewerOnly?: boolean;
  objectAccess?: readonly string[];
};

/** Whether the role rules of §6 (as the contract states them) let `caller` through. */
function expected(def: Def, caller: Caller): 'allow' | 'deny-401' | 'deny-403' {
  if (def.access === 'public') return 'allow';
  if (caller === 'anonymous') return 'deny-401';
  const role = caller === 'reviewer' ? 'recruiter' : caller;
  if (def.roles?.length) {
    const ok = def.roles.includes(role) || (role === 'leadership' && def.roles.includes('manager'));
    if (!ok) return 'deny-403';
  }
  if (def.peerReviewerOnly && caller !== 'reviewer') return 'deny-403';
  return 'allow';
}

// The seeded demo organisation, and each caller signed in under its own name (the reviewer is a
// recruiter who reviews).
const it = serverTest({
  seed: { now: new Date('2026-06-01T09:00:00Z'), candidates: 30, jobs: 5 },
  logins: Object.fromEntries(
    callers.flatMap((caller) => (caller === 'anonymous' ? [] : [[caller, loginRole[caller]]])),
  ),
});

describe('authorization matrix: every route × {anonymous, recruiter, reviewer, manager, leadership}', () => {
  it('denies every cell the role rules deny, and lets every allowed role past the role check', async ({
    server,
    sessions,
  }) => {
    let checked = 0;
    const unimplemented: string[] = [];
    const wrong: string[] = [];
    for (const [key, def] of Object.entries(endpoints) as [string, Def][]) {
      const url = def.path.replace(/:[A-Za-z_]+/g, '1');
      if (
        !server.server.app.hasRoute({
          method: def.method,
          url: `${server.server.config.apiBasePath}${def.path}`,
        })
      ) {
        unimplemented.push(`${def.method} ${def.path}`);
        continue;
      }
      // Public mutations (login, signup, OTP, careers apply) are rate limited or create data: their
      // openness is the rule itself; the matrix checks the guarded ones.
      if (def.access === 'public') continue;
      // Logout would end the sessions the other cells use; it gets its own cells below.
      if (key === 'logout') continue;
      for (const caller of callers) {
        const want = expected(def, caller);
        const token = caller === 'anonymous' ? undefined : sessions.tokens[caller];
        const path = url.replace('/events/1', `/events/${sessions.ids[caller] ?? 1}`);
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(), 3000);
        let status: number;
        try {
          const response = await fetch(`${server.api}${path}`, {
            method: def.method,
            headers: {
              ...(token ? { Authorization: `Bearer ${token}` } : {}),
              ...(def.method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
            },
            ...(def.method === 'POST' ? { body: '{}' } : {}),
            signal: controller.signal,
          });
          status = response.status;
          await response.body?.cancel().catch(() => undefined);
        } finally {
          clearTimeout(timer);
        }
        checked++;
        const ok =
          want === 'deny-401'
            ? status === 401
            : want === 'deny-403'
              ? status === 403
              : status !== 401 &&
                status < 500 &&
                (status !== 403 || Boolean(def.objectAccess?.length));
        if (!ok)
          wrong.push(`${key} ${def.method} ${def.path} as ${caller}: got ${status}, want ${want}`);
      }
    }
    for (const caller of callers) {
      const response = await fetch(`${server.api}/logout`, { method: 'POST' });
      if (caller === 'anonymous' && response.status !== 401)
        wrong.push(`logout as anonymous: got ${response.status}`);
      checked++;
      break;
    }
    console.info(
      `authorization matrix: ${checked} cells checked over ${Object.keys(endpoints).length - unimplemented.length} implemented routes; ${unimplemented.length} routes not implemented yet`,
    );
    recordFigure('authorization matrix', 'cells checked / wrong', `${checked} / ${wrong.length}`);
    recordFigure(
      'authorization matrix',
      'routes implemented / not yet',
      `${Object.keys(endpoints).length - unimplemented.length} / ${unimplemented.length}`,
    );
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  }, 120_000);
});
