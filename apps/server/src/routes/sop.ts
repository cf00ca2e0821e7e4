import {
  endpoints,
  IncentivePlan,
  type IncentiveRow,
  type SopDocument,
} from '@hrportal/api-client/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { isManagerLike } from '../auth/guards';
import { type Executor, queryRows } from '../db/database';
import { sopDocuments, sopDocumentVersions, users } from '../db/schema';
import { eventsIn, firstReach } from '../db/stageReached';
import { forbidden, HttpError } from '../http/errors';
import { registerEndpoint } from '../http/route';
import type { RoutePlugin } from './plugin';

const notFound = () => new HttpError(404, 'The requested resource was not found.');

/** A stored plan read back through the contract (defaults filled, nothing unknown kept). */
const planOf = (plan: unknown) => (plan ? IncentivePlan.parse(plan) : null);

async function loadDocuments(db: Executor, id?: number): Promise<SopDocument[]> {
  const rows = await db
    .select({ d: sopDocuments, name: users.name })
    .from(sopDocuments)
    .leftJoin(users, eq(users.id, sopDocuments.updatedBy))
    .where(id === undefined ? undefined : eq(sopDocuments.id, id))
    .orderBy(sopDocuments.kind, desc(sopDocuments.updatedAt), desc(sopDocuments.id));
  return rows.map(({ d, name }) => ({
    id: d.id,
    kind: d.kind,
    title: d.title,
    body: d.body,
    plan: planOf(d.plan),
    version: d.version,
    created_at: d.createdAt.toISOString(),
    updated_at: d.updatedAt.toISOString(),
    updated_by_name: name ?? 'Former user',
  }));
}

/**
 * The plan applied to joins: per client (its rate, or `per_join`), then the bonus of the highest
 * threshold reached. Amounts are rounded to 2 decimals at the end.
 */
export function applyPlan(
  plan: IncentivePlan,
  joinsByClient: { client: string; joins: number }[],
): Pick<IncentiveRow, 'joins' | 'by_client' | 'bonus' | 'total'> {
  const rates = new Map(plan.client_rates.map((r) => [r.client.toLowerCase(), r.per_join]));
  const by_client = joinsByClient.map(({ client, joins }) => {
    const rate = rates.get(client.toLowerCase()) ?? plan.per_join;
    return { client, joins, rate, amount: Math.round(rate * joins * 100) / 100 };
  });
  const joins = by_client.reduce((n, c) => n + c.joins, 0);
  const bonus = plan.thresholds
    .filter((t) => joins >= t.min_joins)
    .reduce((best, t) => (t.min_joins >= best.min ? { min: t.min_joins, bonus: t.bonus } : best), {
      min: 0,
      bonus: 0,
    }).bonus;
  const total = Math.round((by_client.reduce((s, c) => s + c.amount, 0) + bonus) * 100) / 100;
  return { joins, by_client, bonus, total };
}

/**
 * SOP & incentives (issue 21): documents managers write and everyone reads, each save a version
 * (who changed which fields, when; 409 on a stale `base_version`), and the calculator that
 * applies the newest incentive document's plan to each recruiter's joins in a period. Writes are
 * audited by the tables' triggers (migration 0022).
 */
export const sopRoutes: RoutePlugin = async (api, { services }) => {
  const { db } = services;
  const today = () => services.now().toISOString().slice(0, 10);

  registerEndpoint(api, services, endpoints.sopDocuments, async () => ({
    status: 'success' as const,
    documents: await loadDocuments(db),
  }));

  registerEndpoint(api, services, endpoints.createSopDocument, async ({ body, session }) => {
    const document = await db.transaction(async (tx) => {
      const now = services.now();
      const plan = body.kind === 'incentive' ? (body.plan ?? null) : null;
      const [row] = await tx
        .insert(sopDocuments)
        .values({
          kind: body.kind,
          title: body.title,
          body: body.body,
          plan,
          createdAt: now,
          updatedAt: now,
          updatedBy: session.user.id,
        })
        .returning({ id: sopDocuments.id });
      if (!row) throw new Error('document insert returned no row');
      await tx.insert(sopDocumentVersions).values({
        documentId: row.id,
        version: 1,
        title: body.title,
        body: body.body,
        plan,
        changes: ['created'],
        changedAt: now,
        changedBy: session.user.id,
      });
      const [created] = await loadDocuments(tx, row.id);
      return created;
    });
    if (!document) throw new Error('document vanished');
    return { status: 'success' as const, message: 'Document saved', document };
  });

  registerEndpoint(api, services, endpoints.editSopDocument, async ({ params, body, session }) => {
    const document = await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(sopDocuments)
        .where(eq(sopDocuments.id, params.id))
        .for('update');
      if (!current) throw notFound();
      if (current.version !== body.base_version) {
        throw new HttpError(
          409,
          `Someone saved version ${current.version} while you edited version ${body.base_version}. Reload to see it, then apply your change again.`,
        );
      }
      if (body.plan !== undefined && current.kind !== 'incentive') {
        throw new HttpError(400, 'Only an incentive document has a plan');
      }
      const next = {
        title: body.title ?? current.title,
        body: body.body ?? current.body,
        plan: body.plan ?? current.plan,
      };
      const changes = (['title', 'body', 'plan'] as const).filter(
        (k) => JSON.stringify(next[k]) !== JSON.stringify(current[k]),
      );
      if (changes.length === 0) throw new HttpError(400, 'Nothing to change');
      const now = services.now();
      const version = current.version + 1;
      await tx
        .update(sopDocuments)
        .set({ ...next, version, updatedAt: now, updatedBy: session.user.id })
        .where(eq(sopDocuments.id, params.id));
      await tx.insert(sopDocumentVersions).values({
        documentId: params.id,
        version,
        ...next,
        changes: [...changes],
        changedAt: now,
        changedBy: session.user.id,
      });
      const [updated] = await loadDocuments(tx, params.id);
      return updated;
    });
    if (!document) throw notFound();
    return { status: 'success' as const, message: 'Document saved', document };
  });

  const versionRows = (id: number, version?: number) =>
    db
      .select({ v: sopDocumentVersions, name: users.name })
      .from(sopDocumentVersions)
      .leftJoin(users, eq(users.id, sopDocumentVersions.changedBy))
      .where(
        version === undefined
          ? eq(sopDocumentVersions.documentId, id)
          : sql`${sopDocumentVersions.documentId} = ${id} and ${sopDocumentVersions.version} = ${version}`,
      )
      .orderBy(desc(sopDocumentVersions.version));
  const summary = ({ v, name }: Awaited<ReturnType<typeof versionRows>>[number]) => ({
    version: v.version,
    changes: v.changes as ('created' | 'title' | 'body' | 'plan')[],
    changed_at: v.changedAt.toISOString(),
    changed_by_name: name ?? 'Former user',
  });

  registerEndpoint(api, services, endpoints.sopDocumentVersions, async ({ params }) => {
    const rows = await versionRows(params.id);
    if (rows.length === 0) throw notFound();
    return { status: 'success' as const, versions: rows.map(summary) };
  });

  registerEndpoint(api, services, endpoints.sopDocumentVersion, async ({ params }) => {
    const [row] = await versionRows(params.id, params.version);
    if (!row) throw notFound();
    return {
      status: 'success' as const,
      version: { ...summary(row), title: row.v.title, body: row.v.body, plan: planOf(row.v.plan) },
    };
  });

  registerEndpoint(api, services, endpoints.calculateIncentives, async ({ query, session }) => {
    const user = session.user;
    let recruiterId = query.recruiter_id;
    if (!isManagerLike(user)) {
      if (recruiterId !== undefined && recruiterId !== user.id) throw forbidden();
      recruiterId = user.id;
    }
    const to = query.to ?? today();
    const from = query.from ?? `${to.slice(0, 8)}01`;
    const [published] = await db
      .select()
      .from(sopDocuments)
      .where(eq(sopDocuments.kind, 'incentive'))
      .orderBy(desc(sopDocuments.updatedAt), desc(sopDocuments.id))
      .limit(1);
    const plan = published ? planOf(published.plan) : null;
    if (!published || !plan) return { status: 'success' as const, from, to, plan: null, rows: [] };
    // Joins = candidates that first reached `Onboarded` in the period (as the targets count).
    const rows = await queryRows<{ rid: number; name: string; client: string | null; n: number }>(
      db,
      sql`with r as (
          select u.id, u.name from users u where u.user_type = 'recruiter'
          ${recruiterId === undefined ? sql`` : sql`and u.id = ${recruiterId}`}
        ),
        j as (
          select e.owner_id as rid, e.candidate_id
          from candidate_status_events e
          where e.owner_id in (select id from r)
            and ${eventsIn(`${from}T00:00:00Z`, new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString())} and ${firstReach('joins')}
        )
        select r.id as rid, r.name, c.client, count(j.candidate_id)::int as n
        from r left join j on j.rid = r.id
        left join candidates c on c.id = j.candidate_id
        group by r.id, r.name, c.client
        order by lower(r.name), r.id, c.client`,
    );
    const byRecruiter = new Map<
      number,
      { name: string; clients: { client: string; joins: number }[] }
    >();
    for (const row of rows) {
      const entry = byRecruiter.get(row.rid) ?? { name: row.name, clients: [] };
      if (row.n > 0) entry.clients.push({ client: row.client ?? 'No client', joins: row.n });
      byRecruiter.set(row.rid, entry);
    }
    return {
      status: 'success' as const,
      from,
      to,
      plan: {
        document_id: published.id,
        title: published.title,
        version: published.version,
        plan,
      },
      rows: [...byRecruiter].map(([id, { name, clients }]) => ({
        recruiter_id: id,
        recruiter_name: name,
        ...applyPlan(plan, clients),
      })),
    };
  });
};
