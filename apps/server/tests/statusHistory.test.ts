import type { HrPortalClient } from '@hrportal/api-client';
import {
  type AssignableCandidateStatus,
  assignableCandidateStatuses,
  orgStageStatuses,
  type PipelineFigures,
} from '@hrportal/api-client/contract';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { type Executor, queryRows } from '../src/db/database';
import { Prng } from '../src/seed/prng';
import { describeServer } from './fixture';
import { manualClock, signInAs } from './helpers';

/**
 * Issues 18 and 21: one status history. Random status changes over two weeks (by the owner or a
 * manager, with and without comments) must appear identically in the candidate record (who,
 * from → to, when, comment) and be counted identically by the analytics report, the targets'
 * progress and the organisation figures — each equal to a model of the writes kept by the test.
 */
const DAY = 86_400_000;
const start = new Date('2026-06-01T09:00:00Z'); // a Monday
const clock = manualClock(start);
const stages = Object.keys(orgStageStatuses) as (keyof typeof orgStageStatuses)[];
/** Statuses a status update may set, but for the peer-review flow's own. */
const moves = assignableCandidateStatuses.filter(
  (s) => s !== 'Peer Review' && s !== 'Duplicate Profile' && !s.startsWith('PR-'),
);

/** The periods compared: two weeks, their month, and a custom range across both weeks. */
const ranges = {
  week1: { from: '2026-06-01', to: '2026-06-07' },
  week2: { from: '2026-06-08', to: '2026-06-14' },
  month: { from: '2026-06-01', to: '2026-06-30' },
  across: { from: '2026-06-05', to: '2026-06-09' },
} as const;
type RangeName = keyof typeof ranges;
const inRange = (at: number, r: { from: string; to: string }) =>
  at >= Date.parse(`${r.from}T00:00:00Z`) && at < Date.parse(`${r.to}T00:00:00Z`) + DAY;

type Figures = PipelineFigures;
const zero: Figures = { added: 0, submissions: 0, interviews: 0, offers: 0, joins: 0 };
type BySource = Record<'analytics' | 'org' | 'targets', Map<number, Figures>>;

/** Every recruiter's figures per range, from each of the three places that count them. */
async function figuresOf(
  leadership: HrPortalClient,
): Promise<Record<RangeName, Partial<BySource>>> {
  const out = {} as Record<RangeName, Partial<BySource>>;
  for (const [name, range] of Object.entries(ranges) as [RangeName, (typeof ranges)[RangeName]][]) {
    const report = await leadership.users.analytics(range);
    expect(report.scope).toBe('organisation');
    const org = await leadership.users.recruiterFigures(range);
    out[name] = {
      analytics: new Map(
        report.recruiters.map(({ key, label: _l, ...f }) => [Number(key), f as Figures]),
      ),
      org: new Map(org.recruiters.map((r) => [r.recruiter_id, r.figures])),
    };
  }
  const weekly = await leadership.targets.progress({
    period: 'weekly',
    date: '2026-06-14',
    periods: 2,
  });
  const monthly = await leadership.targets.progress({ period: 'monthly', date: '2026-06-14' });
  const targets = (p: { rows: { recruiter_id: number; actual: Record<string, number> }[] }) =>
    new Map(
      p.rows.map((r): [number, Figures] => [
        r.recruiter_id,
        {
          added: r.actual.candidates ?? 0,
          submissions: r.actual.submissions ?? 0,
          interviews: r.actual.interviews ?? 0,
          offers: r.actual.offers ?? 0,
          joins: r.actual.joinings ?? 0,
        },
      ]),
    );
  const [w2, w1] = weekly.periods;
  expect([w1?.period_start, w2?.period_start, monthly.periods[0]?.period_start]).toEqual([
    '2026-06-01',
    '2026-06-08',
    '2026-06-01',
  ]);
  out.week1.targets = targets(w1 as NonNullable<typeof w1>);
  out.week2.targets = targets(w2 as NonNullable<typeof w2>);
  out.month.targets = targets(monthly.periods[0] as NonNullable<(typeof monthly.periods)[0]>);
  return out;
}

/**
 * Events whose stored first-reach bits differ from the definition (`db/stageReached.ts`: the
 * status is in the stage and no earlier event of the candidate, by at then id, is), computed here
 * from the contract's stages; and the stage table against the contract.
 */
async function storedReachesDisagree(db: Executor) {
  const bits = stages.map((stage, i) => {
    const list = sql.join(
      orgStageStatuses[stage].map((s) => sql`${s}`),
      sql`, `,
    );
    return sql`case when e.status in (${list}) and not exists (
        select 1 from candidate_status_events b where b.candidate_id = e.candidate_id
          and b.status in (${list}) and (b.at, b.id) < (e.at, e.id)) then ${sql.raw(String(1 << i))} else 0 end`;
  });
  const [row] = await queryRows<{ events: number; wrong: number; reaching: number }>(
    db,
    sql`select count(*)::int as events, count(*) filter (where e.reached <> (${sql.join(bits, sql` + `)}))::int as wrong,
        count(*) filter (where e.reached <> 0)::int as reaching
      from candidate_status_events e`,
  );
  const table = await queryRows<{ status: string; stages: number }>(
    db,
    sql`select status, stages from candidate_stage_statuses order by status`,
  );
  const expected = [...new Set(Object.values(orgStageStatuses).flat())]
    .map((status) => ({
      status,
      stages: stages.reduce(
        (n, stage, i) =>
          (orgStageStatuses[stage] as readonly string[]).includes(status) ? n | (1 << i) : n,
        0,
      ),
    }))
    .sort((a, b) => (a.status < b.status ? -1 : 1));
  expect(table.map((r) => ({ status: r.status, stages: Number(r.stages) }))).toEqual(expected);
  return row;
}

interface ModelCandidate {
  id: number;
  owner: number;
  status: string;
  added: number;
  reached: Map<string, number>;
  history: {
    status: string;
    previous: string | null;
    at: string;
    by: string;
    comment: string | null;
  }[];
}

describeServer(
  'one status history: record, analytics, targets and org figures (issues 18, 21)',
  { seed: { now: start, candidates: 60, jobs: 6 }, config: { now: clock.now } },
  (it) => {
    it('counts random status changes identically everywhere and shows them in the record', async ({
      server,
      database,
    }) => {
      clock.set(start);
      const random = new Prng(21_18);
      let leadership = await signInAs(server, 'leadership', 'leadership');
      const names = new Map(
        (await leadership.users.recruiterFigures()).recruiters.map((r) => [r.username, r]),
      );
      const managerName = (await leadership.users.managerFigures()).managers.find(
        (m) => m.username === 'manager',
      )?.name;
      const recruiters = ['recruiter', 'recruiter3'].map((username) => {
        const r = names.get(username);
        if (!r) throw new Error(`no recruiter ${username}`);
        return { username, id: r.recruiter_id, name: r.name };
      });
      const before = await figuresOf(leadership);

      const model: ModelCandidate[] = [];
      let n = 0;
      for (let day = 0; day < 14; day++) {
        clock.set(new Date(start.getTime() + day * DAY));
        // Yesterday's sessions have ended (12 h cap): sign in again each day.
        const clients = new Map<number, HrPortalClient>();
        for (const r of recruiters)
          clients.set(r.id, await signInAs(server, r.username, 'recruiter'));
        const manager = await signInAs(server, 'manager', 'manager');
        for (const r of recruiters) {
          for (let k = random.int(1, 2); k > 0; k--) {
            clock.advance(60_000);
            n++;
            const { candidate } = await (clients.get(r.id) as HrPortalClient).candidates.add({
              name: `History ${n}`,
              email: `history${n}@example.com`,
              mobile: `98470${String(10_000 + n)}`,
            });
            const at = clock.now().toISOString();
            model.push({
              id: candidate.id,
              owner: r.id,
              status: candidate.status,
              added: clock.now().getTime(),
              reached: new Map(),
              history: [
                { status: candidate.status, previous: null, at, by: r.name, comment: null },
              ],
            });
          }
        }
        for (let k = 0; k < 8; k++) {
          const c = model[random.int(0, model.length - 1)] as ModelCandidate;
          const status = moves[random.int(0, moves.length - 1)] as AssignableCandidateStatus;
          if (status === c.status) continue;
          const byManager = random.chance(0.3);
          const comment = random.chance(0.5) ? `Note ${n}.${k}` : undefined;
          clock.advance(90_000);
          const client = byManager ? manager : (clients.get(c.owner) as HrPortalClient);
          await client.candidates.updateStatus(c.id, { status, ...(comment ? { comment } : {}) });
          const at = clock.now().getTime();
          c.history.push({
            status,
            previous: c.status,
            at: new Date(at).toISOString(),
            by: byManager
              ? (managerName ?? '')
              : (recruiters.find((r) => r.id === c.owner)?.name ?? ''),
            comment: comment ?? null,
          });
          c.status = status;
          for (const stage of stages) {
            if ((orgStageStatuses[stage] as readonly string[]).includes(status)) {
              if (!c.reached.has(stage)) c.reached.set(stage, at);
            }
          }
        }
      }
      clock.set(new Date(start.getTime() + 14 * DAY));
      leadership = await signInAs(server, 'leadership', 'leadership');
      const after = await figuresOf(leadership);

      // The record shows every change as it was made: who, from → to, when, the comment.
      for (const c of model) {
        const record = await leadership.candidates.record(c.id);
        expect(
          record.status_history.map(({ status, previous, at, by, comment }) => ({
            status,
            previous,
            at,
            by,
            comment: comment ?? null,
          })),
          `candidate ${c.id}`,
        ).toEqual(c.history);
      }
      expect(model.some((c) => c.reached.has('joins'))).toBe(true);
      // The first reaches the trigger stored are the definition's, seeded events included.
      const stored = await storedReachesDisagree(database.handle.db);
      expect(stored?.wrong).toBe(0);
      expect(stored?.reaching).toBeGreaterThan(0);

      for (const name of Object.keys(ranges) as RangeName[]) {
        const now = after[name];
        const sources = Object.keys(now) as (keyof BySource)[];
        // The three agree on every recruiter (seeded candidates included)…
        const ids = new Set([...(now.org?.keys() ?? [])]);
        for (const id of ids) {
          const expected = now.org?.get(id) ?? zero;
          for (const source of sources) {
            expect(now[source]?.get(id) ?? zero, `${name} ${source} recruiter ${id}`).toEqual(
              expected,
            );
          }
        }
        // …and moved by exactly what the model says these writes did.
        for (const r of recruiters) {
          const range = ranges[name];
          const mine = model.filter((c) => c.owner === r.id);
          const expected: Figures = {
            added: mine.filter((c) => inRange(c.added, range)).length,
            ...(Object.fromEntries(
              stages.map((stage) => [
                stage,
                mine.filter((c) => {
                  const at = c.reached.get(stage);
                  return at !== undefined && inRange(at, range);
                }).length,
              ]),
            ) as Omit<Figures, 'added'>),
          };
          for (const source of sources) {
            const was = before[name][source]?.get(r.id) ?? zero;
            const is = now[source]?.get(r.id) ?? zero;
            const moved = Object.fromEntries(
              Object.entries(is).map(([k, v]) => [k, v - was[k as keyof Figures]]),
            );
            expect(moved, `${name} ${source} ${r.username}`).toEqual(expected);
          }
        }
      }
    });

    it('groups first reaches by the candidate’s current client and source, which its events follow', async ({
      server,
      database,
    }) => {
      clock.set(new Date('2026-08-03T09:00:00Z'));
      const recruiter = await signInAs(server, 'recruiter', 'recruiter');
      const leadership = await signInAs(server, 'leadership', 'leadership');
      const { candidate } = await recruiter.candidates.add({
        name: 'Moved Client',
        email: 'moved.client@example.com',
        mobile: '9847099001',
        client: 'Before Client',
      });
      clock.advance(60_000);
      await recruiter.candidates.updateStatus(candidate.id, { status: 'Client Screening' });
      const day = { from: '2026-08-03', to: '2026-08-03' };
      const row = (rows: { key: string; submissions: number }[], key: string) =>
        rows.find((r) => r.key === key)?.submissions ?? 0;
      const first = await leadership.users.analytics(day);
      expect(row(first.clients, 'Before Client')).toBe(1);
      // Moved to another client (the edit form) and given a source (as an import would).
      clock.advance(60_000);
      await recruiter.candidates.edit(candidate.id, { client: 'After Client' });
      await database.handle.db.execute(
        sql`update candidates set source = 'Moved Source' where id = ${candidate.id}`,
      );
      const second = await leadership.users.analytics(day);
      expect(row(second.clients, 'Before Client')).toBe(0);
      expect(row(second.clients, 'After Client')).toBe(1);
      expect(row(second.sources, 'Moved Source')).toBe(1);
      expect(second.funnel.submissions).toBe(first.funnel.submissions);
      // Every stored event carries its candidate's job, client and source.
      const [apart] = await queryRows<{ n: number }>(
        database.handle.db,
        sql`select count(*)::int as n from candidate_status_events e join candidates c on c.id = e.candidate_id
          where (e.job_id, e.client, e.source) is distinct from (c.job_id, c.client, c.source)`,
      );
      expect(apart?.n).toBe(0);
    });

    it('keeps first reaches exact when an instance writes with a clock behind another', async ({
      server,
      database,
    }) => {
      const random = new Prng(23);
      const base = new Date('2026-07-01T09:00:00Z');
      clock.set(base);
      const recruiter = await signInAs(server, 'recruiter', 'recruiter');
      const ids: number[] = [];
      for (let i = 0; i < 6; i++) {
        const { candidate } = await recruiter.candidates.add({
          name: `Skewed ${i}`,
          email: `skewed${i}@example.com`,
          mobile: `98480${String(10_000 + i)}`,
        });
        ids.push(candidate.id);
      }
      let current = new Map(ids.map((id) => [id, '']));
      for (let k = 0; k < 40; k++) {
        // Up to 20 minutes either way: an event may be stored before one written earlier.
        clock.set(new Date(base.getTime() + 30 * 60_000 + random.int(-20, 20) * 60_000));
        const id = ids[random.int(0, ids.length - 1)] as number;
        const status = moves[random.int(0, moves.length - 1)] as AssignableCandidateStatus;
        if (current.get(id) === status) continue;
        await recruiter.candidates.updateStatus(id, { status });
        current = new Map(current).set(id, status);
      }
      const stored = await storedReachesDisagree(database.handle.db);
      expect(stored?.wrong).toBe(0);
      // The record lists them in time order, each with the status its write changed from.
      const record = await recruiter.candidates.record(ids[0] as number);
      const times = record.status_history.map((h) => h.at);
      expect(times).toEqual([...times].sort());
      expect(record.status_history.filter((h) => h.previous === null)).toHaveLength(1);
    });
  },
);
