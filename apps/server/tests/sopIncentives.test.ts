import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { queryRows } from '../src/db/database';
import { applyPlan } from '../src/routes/sop';
import { describeServer } from './fixture';
import { failureOf } from './helpers';

const now = new Date('2026-06-03T09:00:00Z');
const setup = { seed: { now, candidates: 10, jobs: 3 }, config: { now: () => now } };

const plan = {
  currency: 'INR',
  per_join: 5000,
  client_rates: [{ client: 'Acme Corp', per_join: 8000 }],
  thresholds: [
    { min_joins: 2, bonus: 1000 },
    { min_joins: 3, bonus: 4000 },
  ],
};

test('the plan: client rates over the default rate, one bonus for the highest threshold reached', () => {
  const full = {
    currency: 'INR',
    per_join: 5000,
    client_rates: [{ client: 'Acme Corp', per_join: 8000 }],
    thresholds: plan.thresholds,
  };
  expect(
    applyPlan(full, [
      { client: 'acme corp', joins: 2 },
      { client: 'Globex', joins: 1 },
    ]),
  ).toEqual({
    joins: 3,
    by_client: [
      { client: 'acme corp', joins: 2, rate: 8000, amount: 16000 },
      { client: 'Globex', joins: 1, rate: 5000, amount: 5000 },
    ],
    bonus: 4000,
    total: 25000,
  });
  expect(applyPlan(full, [])).toEqual({ joins: 0, by_client: [], bonus: 0, total: 0 });
});

describeServer('SOP & incentives (issue 21)', setup, (it) => {
  it('managers write and version documents, everyone reads, stale saves are refused, audited', async ({
    team: { manager, recruiter, leadership },
    database,
  }) => {
    const created = await manager.sop.create({
      kind: 'sop',
      title: 'Screening calls',
      body: '# Steps\n1. Call',
    });
    expect(created.document).toMatchObject({ version: 1, plan: null, kind: 'sop' });
    const edited = await leadership.sop.edit(created.document.id, {
      base_version: 1,
      body: '# Steps\n1. Call\n2. Note',
    });
    expect(edited.document.version).toBe(2);
    const stale = await failureOf(
      manager.sop.edit(created.document.id, { base_version: 1, title: 'Old view' }),
    );
    expect(stale.status).toBe(409);
    expect(stale.message).toMatch(/Someone saved version 2/);
    expect(
      (
        await failureOf(
          manager.sop.edit(created.document.id, { base_version: 2, title: 'Screening calls' }),
        )
      ).message,
    ).toBe('Nothing to change');
    expect(
      (await failureOf(recruiter.sop.create({ kind: 'sop', title: 'x', body: '' }))).status,
    ).toBe(403);
    expect(
      (await failureOf(manager.sop.create({ kind: 'incentive', title: 'Plan', body: '' }))).message,
    ).toBe('An incentive document needs a plan');

    const read = await recruiter.sop.documents();
    expect(read.documents.find((d) => d.id === created.document.id)?.body).toContain('2. Note');
    const { versions } = await recruiter.sop.versions(created.document.id);
    expect(versions.map((v) => [v.version, v.changes])).toEqual([
      [2, ['body']],
      [1, ['created']],
    ]);
    expect(versions[0]?.changed_by_name).toBe(leadership.session.get()?.name);
    const old = await recruiter.sop.version(created.document.id, 1);
    expect(old.version.body).toBe('# Steps\n1. Call');
    expect((await failureOf(recruiter.sop.version(created.document.id, 9))).status).toBe(404);

    const audited = await queryRows<{ table_name: string; n: number }>(
      database.handle.db,
      sql`select table_name, count(*)::int as n from audit_log
          where table_name in ('sop_documents', 'sop_document_versions') group by table_name order by table_name`,
    );
    expect(audited).toEqual([
      { table_name: 'sop_document_versions', n: 2 },
      { table_name: 'sop_documents', n: 2 },
    ]);
  });

  it('applies the newest incentive plan to each recruiter’s joins in the period', async ({
    team: { manager, recruiter, other },
  }) => {
    const before = await recruiter.sop.incentives({ from: '2026-06-01', to: '2026-06-30' });
    await manager.sop.create({ kind: 'incentive', title: 'Q2 plan', body: '## Rates', plan });
    const me = recruiter.session.get();
    if (!me) throw new Error('not signed in');
    const a = await recruiter.candidates.add({
      name: 'Joiner A',
      email: 'ja@example.com',
      mobile: '9845033333',
      client: 'Acme Corp',
    });
    await recruiter.candidates.updateStatus(a.candidate.id, { status: 'Onboarded' });
    const mine = await recruiter.sop.incentives({ from: '2026-06-01', to: '2026-06-30' });
    expect(mine.plan?.title).toBe('Q2 plan');
    expect(mine.rows).toHaveLength(1);
    const row = mine.rows[0];
    expect(row?.recruiter_id).toBe(me.userId);
    const acme = row?.by_client.find((c) => c.client === 'Acme Corp');
    expect(acme?.rate).toBe(8000);
    expect(
      (acme?.joins ?? 0) -
        (before.rows[0]?.by_client.find((c) => c.client === 'Acme Corp')?.joins ?? 0),
    ).toBe(1);
    expect((await failureOf(other.sop.incentives({ recruiter_id: me.userId }))).status).toBe(403);
    const team = await manager.sop.incentives({ from: '2026-06-01', to: '2026-06-30' });
    expect(team.rows.length).toBeGreaterThan(1);
    expect(
      (await failureOf(manager.sop.incentives({ from: '2026-06-30', to: '2026-06-01' }))).status,
    ).toBe(400);
  });
});
