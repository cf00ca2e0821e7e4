import { endpoints, serverMessages } from '@hrportal/api-client/contract';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { isManagerLike } from '../auth/guards';
import type { SessionUser } from '../auth/sessions';
import type { Executor } from '../db/database';
import { candidates, jobs } from '../db/schema';
import { forbidden, HttpError } from '../http/errors';
import { registerEndpoint } from '../http/route';
import { candidateFilterCondition } from './candidates';
import type { RoutePlugin } from './plugin';
import { activeRecruiter, assertMayUseJob } from './recruiters';

/**
 * The job a bulk update submits candidates to: 404 when there is none, 403 when a recruiter is not
 * assigned to it (managers and leadership may use any job).
 */
async function assignableJob(tx: Executor, user: SessionUser, jobId: number) {
  const [job] = await tx
    .select({ id: jobs.id, client: jobs.client })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  if (!job) throw new HttpError(404, serverMessages.jobNotFound);
  await assertMayUseJob(tx, user, jobId);
  return job;
}

/**
 * `POST /bulk_update_candidates`: one status (with one comment appended under the caller's name),
 * one new recruiter and/or one client job (`job_id`: the job, its client, `client_assigned`) for
 * many candidates, in one request and one transaction. Ids the caller
 * may not change (unknown, another recruiter's) are refused one by one with the reason, never the
 * whole request; the answer reads "N updated, M refused".
 */
export const candidateBulkRoutes: RoutePlugin = async (api, { services }) => {
  registerEndpoint(api, services, endpoints.bulkUpdateCandidates, async ({ body, session }) => {
    const { user } = session;
    if (body.recruiter && !isManagerLike(user)) throw forbidden();
    const now = services.now();
    const cap = services.config.bulkMatchingMax;
    const result = await services.liveFeed.transaction(async (tx, publish) => {
      const target = body.recruiter ? await activeRecruiter(tx, body.recruiter) : undefined;
      const job = body.job_id ? await assignableJob(tx, user, body.job_id) : undefined;
      const columns = {
        id: candidates.id,
        name: candidates.name,
        userId: candidates.userId,
        status: candidates.status,
      };
      let ids: number[];
      let rows: { id: number; name: string; userId: number | null; status: string }[];
      if (body.matching) {
        // "All N matching": the list's own filter (a recruiter's own candidates only), counted
        // first so an over-large change is refused whole before a row is locked.
        const condition = candidateFilterCondition(body.matching, user, now);
        const [counted] = await tx.select({ n: count() }).from(candidates).where(condition);
        const n = Number(counted?.n ?? 0);
        if (n > cap) {
          throw new HttpError(
            400,
            `${n.toLocaleString('en-US')} candidates match; one bulk change covers at most ${cap.toLocaleString('en-US')}. Narrow the filter and try again.`,
          );
        }
        rows = await tx
          .select(columns)
          .from(candidates)
          .where(condition)
          .orderBy(candidates.id)
          .limit(cap)
          .for('update');
        ids = rows.map((r) => r.id);
      } else {
        ids = [...new Set(body.candidate_ids ?? [])];
        rows = await tx
          .select(columns)
          .from(candidates)
          .where(inArray(candidates.id, ids))
          .for('update');
      }
      const byId = new Map(rows.map((r) => [r.id, r]));
      const refused: { candidate_id: number; reason: string }[] = [];
      const allowed: typeof rows = [];
      for (const id of ids) {
        const row = byId.get(id);
        if (!row) refused.push({ candidate_id: id, reason: 'Candidate not found' });
        else if (!isManagerLike(user) && row.userId !== user.id) {
          refused.push({ candidate_id: id, reason: 'Not your candidate' });
        } else allowed.push(row);
      }
      if (allowed.length) {
        const entry = body.comment
          ? JSON.stringify([{ comment: body.comment, timestamp: now.toISOString() }])
          : undefined;
        // Ids in chunks: one statement's parameters stay well under PostgreSQL's 65,535.
        const allowedIds = allowed.map((r) => r.id);
        for (let at = 0; at < allowedIds.length; at += 5000) {
          const chunk = allowedIds.slice(at, at + 5000);
          await tx
            .update(candidates)
            .set({
              ...(body.status ? { status: body.status } : {}),
              ...(entry
                ? {
                    comments: sql`jsonb_set(coalesce(${candidates.comments}, '{}'::jsonb), array[${user.name}::text], coalesce(${candidates.comments} -> ${user.name}::text, '[]'::jsonb) || ${entry}::jsonb)`,
                  }
                : {}),
              ...(target ? { userId: target.id, recruiter: target.username } : {}),
              ...(job
                ? { jobId: job.id, jobCode: null, client: job.client, clientAssigned: true }
                : {}),
              dataUpdatedDate: now,
            })
            .where(inArray(candidates.id, chunk));
        }
        for (const row of allowed) {
          await publish({
            type: 'candidate_update',
            payload: {
              candidateId: row.id,
              name: row.name,
              status: body.status ?? row.status,
              ...(body.comment ? { comment: body.comment } : {}),
              ...(target ? { eventType: 'transferred' } : {}),
              ...(job ? { jobId: job.id, client: job.client } : {}),
              updatedBy: user.name,
              updatedAt: now.toISOString(),
            },
            audience: {
              userTypes: ['management', 'leadership'],
              userIds: [...new Set([row.userId ?? user.id, ...(target ? [target.id] : [])])],
            },
          });
        }
      }
      return { updated: allowed.length, refused };
    });
    const why = [...new Set(result.refused.map((r) => r.reason.toLowerCase()))].join('; ');
    return {
      status: 'success' as const,
      message: `${result.updated} updated, ${result.refused.length} refused${why ? ` (${why})` : ''}`,
      updated: result.updated,
      refused: result.refused,
    };
  });
};
