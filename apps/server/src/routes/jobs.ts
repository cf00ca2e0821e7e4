import { endpoints, type Job, type JobFunnel, serverMessages } from '@hrportal/api-client/contract';
import { asc, desc, eq, getTableColumns, inArray, type SQLWrapper, sql } from 'drizzle-orm';
import { isManagerLike } from '../auth/guards';
import { reviewsForJob } from '../auth/reviewerAccess';
import type { SessionUser } from '../auth/sessions';
import { type Executor, queryRows } from '../db/database';
import { candidates, jobDescriptions, jobRecruiters, jobs, users } from '../db/schema';
import { forbidden, HttpError } from '../http/errors';
import { registerEndpoint, replySent } from '../http/route';
import { decodeBase64Upload, documentUpload, sendFile } from '../uploads/files';
import type { RoutePlugin } from './plugin';
import { activeRecruiters } from './recruiters';

/**
 * Jobs assigned to a recruiter — the rule `GET /view_all_jobs` lists a recruiter's jobs by, and every
 * count or picker of "their jobs" must follow. `jobId` is the job's id column as the calling
 * statement names it (`sql\`j.id\`` under an alias).
 */
export const assignedTo = (userId: number, jobId: SQLWrapper = jobs.id) =>
  sql`exists (select 1 from ${jobRecruiters} where ${jobRecruiters.jobId} = ${jobId} and ${jobRecruiters.userId} = ${userId})`;

/** A job row as the lists read it: narrow (the JD bytes are in `job_descriptions`) plus the flag. */
export const jobColumns = {
  ...getTableColumns(jobs),
  jdPresent: sql<boolean>`(${jobs.jdPdfExtension} is not null)`.as('jd_present'),
};
type JobRow = typeof jobs.$inferSelect & { jdPresent: boolean };

/** Stores (or, with `null`, removes) a job's JD file and keeps the row's flag in step. */
async function storeJd(
  tx: Executor,
  jobId: number,
  jd: { bytes: Buffer; extension: string } | null,
): Promise<void> {
  if (jd) {
    await tx
      .insert(jobDescriptions)
      .values({ jobId, bytes: jd.bytes })
      .onConflictDoUpdate({ target: jobDescriptions.jobId, set: { bytes: jd.bytes } });
  } else {
    await tx.delete(jobDescriptions).where(eq(jobDescriptions.jobId, jobId));
  }
  await tx
    .update(jobs)
    .set({ jdPdfExtension: jd?.extension ?? null })
    .where(eq(jobs.id, jobId));
}

const time = (date: Date) => date.toISOString().slice(11, 16);

/** The wire shape of a job (SPEC §3 "Job"); `recruiter` lists the assigned usernames. */
function toWireJob(row: JobRow, recruiters: { username: string; name: string }[]): Job {
  return {
    id: row.id,
    date_created: row.dateCreated.toISOString().slice(0, 10),
    time_created: time(row.dateCreated),
    job_status: row.jobStatus as Job['job_status'],
    client: row.client,
    posted_by: row.postedBy ?? '',
    recruiter: recruiters.map((r) => r.username),
    recruiter_names: recruiters.map((r) => r.name),
    role: row.role,
    no_of_positions: row.noOfPositions,
    budget_min: row.budgetMin,
    budget_max: row.budgetMax,
    contract_in_months: row.contractInMonths,
    country: row.country ?? '',
    custom_job_type: row.customJobType ?? '',
    detailed_jd: row.detailedJd ?? '',
    experience_min: row.experienceMin,
    experience_max: row.experienceMax,
    jd_pdf_present: row.jdPresent,
    jd_pdf_extension: row.jdPdfExtension ?? '',
    job_type: row.jobType ?? '',
    location: row.location ?? '',
    management: row.management ?? '',
    mode: row.mode ?? '',
    notice_period: row.noticePeriod ?? '',
    shift_timings: row.shiftTimings ?? '',
    skills: row.skills ?? '',
    post_to_careers: row.postToCareers,
    data_updated_date: row.dataUpdatedDate.toISOString().slice(0, 10),
    data_updated_time: time(row.dataUpdatedDate),
  };
}

/** Jobs with their recruiters' usernames, in one query each. */
export async function withRecruiters(executor: Executor, rows: JobRow[]): Promise<Job[]> {
  if (!rows.length) return [];
  const links = await executor
    .select({ jobId: jobRecruiters.jobId, username: users.username, name: users.name })
    .from(jobRecruiters)
    .innerJoin(users, eq(users.id, jobRecruiters.userId))
    .where(
      inArray(
        jobRecruiters.jobId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(users.username));
  const byJob = new Map<number, { username: string; name: string }[]>();
  for (const link of links) {
    const person = { username: link.username, name: link.name || link.username };
    byJob.set(link.jobId, [...(byJob.get(link.jobId) ?? []), person]);
  }
  return rows.map((row) => toWireJob(row, byJob.get(row.id) ?? []));
}

/** One job the caller may see (managers all; a recruiter only jobs assigned to them), or 404/403. */
async function loadJob(
  executor: Executor,
  user: SessionUser,
  id: number,
  access: 'assigned' | 'reader' = 'assigned',
): Promise<Job> {
  const [row] = await executor.select(jobColumns).from(jobs).where(eq(jobs.id, id)).limit(1);
  if (!row) throw new HttpError(404, serverMessages.jobNotFound);
  const [job] = await withRecruiters(executor, [row]);
  if (!job) throw new HttpError(404, serverMessages.jobNotFound);
  if (isManagerLike(user) || job.recruiter.includes(user.username)) return job;
  // A peer reviewer reads the JD of the jobs whose profiles they review (never edits the job).
  if (access === 'reader' && (await reviewsForJob(executor, user, id))) return job;
  throw forbidden();
}

/** Wire fields → job columns (only the given ones). */
function jobValues(body: Record<string, unknown>): Partial<typeof jobs.$inferInsert> {
  const map: [string, keyof typeof jobs.$inferInsert][] = [
    ['client', 'client'],
    ['role', 'role'],
    ['job_status', 'jobStatus'],
    ['no_of_positions', 'noOfPositions'],
    ['budget_min', 'budgetMin'],
    ['budget_max', 'budgetMax'],
    ['contract_in_months', 'contractInMonths'],
    ['country', 'country'],
    ['custom_job_type', 'customJobType'],
    ['detailed_jd', 'detailedJd'],
    ['experience_min', 'experienceMin'],
    ['experience_max', 'experienceMax'],
    ['job_type', 'jobType'],
    ['location', 'location'],
    ['mode', 'mode'],
    ['notice_period', 'noticePeriod'],
    ['shift_timings', 'shiftTimings'],
    ['skills', 'skills'],
    ['post_to_careers', 'postToCareers'],
  ];
  const values: Record<string, unknown> = {};
  for (const [wire, column] of map) if (body[wire] !== undefined) values[column] = body[wire];
  return values as Partial<typeof jobs.$inferInsert>;
}

/**
 * Jobs (SPEC §7 "Jobs"): the lists split by status (a recruiter sees the jobs assigned to them),
 * one job, post, edit, delete, the JD file, status changes one by one or in bulk, and recruiter
 * assignment. Each change publishes its live-feed event in its transaction.
 */
export const jobRoutes: RoutePlugin = async (api, { services }) => {
  const { db, liveFeed } = services;
  const everyone = {
    userTypes: ['management' as const, 'leadership' as const, 'recruiter' as const],
  };

  registerEndpoint(api, services, endpoints.viewAllJobs, async ({ query, session }) => {
    const { user } = session;
    let owner: number | undefined;
    if (!isManagerLike(user)) owner = user.id;
    else if (query.username) {
      const [named] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = ${query.username.toLowerCase()}`);
      owner = named?.id ?? -1;
    }
    const rows = await db
      .select(jobColumns)
      .from(jobs)
      .where(owner === undefined ? undefined : assignedTo(owner))
      .orderBy(desc(jobs.dateCreated), desc(jobs.id));
    const all = await withRecruiters(db, rows);
    return {
      status: 'success' as const,
      job_posts_active: all.filter((j) => j.job_status === 'Active'),
      job_posts_closed: all.filter((j) => j.job_status === 'Closed'),
      job_posts_hold: all.filter((j) => j.job_status === 'Hold'),
    };
  });

  registerEndpoint(api, services, endpoints.getJobData, async ({ params, session }) => ({
    status: 'success' as const,
    job: await loadJob(db, session.user, params.id),
  }));

  registerEndpoint(api, services, endpoints.postJob, async ({ body, session }) => {
    const { user } = session;
    const jd = body.jd_file ? decodeBase64Upload(body.jd_file, documentUpload) : undefined;
    const job = await liveFeed.transaction(async (tx, publish) => {
      const ids = (await activeRecruiters(tx, body.recruiter)).map((r) => r.id);
      const now = services.now();
      const [row] = await tx
        .insert(jobs)
        .values({
          ...jobValues(body),
          client: body.client,
          role: body.role,
          noOfPositions: body.no_of_positions,
          postedBy: user.name,
          management: user.username,
          createdBy: user.id,
          recruiter: body.recruiter.join(', '),
          dateCreated: now,
          dataUpdatedDate: now,
          ...(jd ? { jdPdfExtension: jd.extension } : {}),
        })
        .returning({ id: jobs.id });
      if (!row) throw new Error('job insert returned no row');
      if (jd) await tx.insert(jobDescriptions).values({ jobId: row.id, bytes: jd.bytes });
      if (ids.length) {
        await tx
          .insert(jobRecruiters)
          .values(ids.map((userId) => ({ jobId: row.id, userId, assignedBy: user.id })));
      }
      await publish({
        type: 'job_created',
        payload: { jobId: row.id, role: body.role, client: body.client, updatedBy: user.name },
        audience: everyone,
      });
      return loadJob(tx, user, row.id);
    });
    return { status: 'success' as const, message: serverMessages.jobPosted, job };
  });

  registerEndpoint(api, services, endpoints.editJobPost, async ({ params, body, session }) => {
    const { user } = session;
    const jd = body.jd_file ? decodeBase64Upload(body.jd_file, documentUpload) : undefined;
    const job = await liveFeed.transaction(async (tx, publish) => {
      await loadJob(tx, user, params.id);
      await tx
        .update(jobs)
        .set({
          ...jobValues(body),
          dataUpdatedDate: services.now(),
          ...(body.recruiter ? { recruiter: body.recruiter.join(', ') } : {}),
        })
        .where(eq(jobs.id, params.id));
      if (jd) await storeJd(tx, params.id, jd);
      else if (body.remove_jd) await storeJd(tx, params.id, null);
      if (body.recruiter) {
        const ids = (await activeRecruiters(tx, body.recruiter)).map((r) => r.id);
        await tx.delete(jobRecruiters).where(eq(jobRecruiters.jobId, params.id));
        if (ids.length) {
          await tx
            .insert(jobRecruiters)
            .values(ids.map((userId) => ({ jobId: params.id, userId, assignedBy: user.id })));
        }
      }
      await publish({
        type: 'job_updated',
        payload: { jobId: params.id, updatedBy: user.name },
        audience: everyone,
      });
      return loadJob(tx, user, params.id);
    });
    return { status: 'success' as const, message: serverMessages.jobUpdated, job };
  });

  registerEndpoint(api, services, endpoints.deleteJobPost, async ({ params, session }) => {
    await liveFeed.transaction(async (tx, publish) => {
      await loadJob(tx, session.user, params.id);
      await tx.delete(jobs).where(eq(jobs.id, params.id));
      await publish({
        type: 'job_update',
        payload: { jobId: params.id, eventType: 'deleted', updatedBy: session.user.name },
        audience: everyone,
      });
    });
    return { status: 'success' as const, message: serverMessages.jobDeleted, job_id: params.id };
  });

  registerEndpoint(api, services, endpoints.viewJd, async ({ params, session, reply }) => {
    const job = await loadJob(db, session.user, params.id, 'reader');
    const [row] = await db
      .select({ jd: jobDescriptions.bytes, extension: jobs.jdPdfExtension })
      .from(jobs)
      .leftJoin(jobDescriptions, eq(jobDescriptions.jobId, jobs.id))
      .where(eq(jobs.id, params.id));
    if (!row?.jd) throw new HttpError(404, serverMessages.noJd);
    const extension = row.extension || 'pdf';
    const mime =
      extension === 'docx'
        ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
        : extension === 'doc'
          ? 'application/msword'
          : 'application/pdf';
    const role = job.role.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '') || 'job';
    sendFile(reply, {
      bytes: Buffer.from(row.jd),
      filename: `JD_${role}_${job.id}.${extension}`,
      mime,
    });
    return replySent;
  });

  const setStatus = async (ids: number[], status: string, user: SessionUser) =>
    liveFeed.transaction(async (tx, publish) => {
      const found = await tx.select({ id: jobs.id }).from(jobs).where(inArray(jobs.id, ids));
      if (found.length !== new Set(ids).size) throw new HttpError(404, serverMessages.jobNotFound);
      // The vendor side says "On Hold"; we store the one vocabulary.
      const stored = status === 'On Hold' ? 'Hold' : status;
      await tx
        .update(jobs)
        .set({ jobStatus: stored, dataUpdatedDate: services.now() })
        .where(inArray(jobs.id, ids));
      for (const id of ids) {
        await publish({
          type: 'job_update',
          payload: { jobId: id, status: stored, updatedBy: user.name },
          audience: everyone,
        });
      }
      const rows = await tx.select(jobColumns).from(jobs).where(inArray(jobs.id, ids));
      return withRecruiters(tx, rows);
    });

  registerEndpoint(api, services, endpoints.updateJobStatus, async ({ body, session }) => {
    const [job] = await setStatus([body.job_id], body.job_status, session.user);
    if (!job) throw new HttpError(404, serverMessages.jobNotFound);
    return { status: 'success' as const, message: serverMessages.jobStatusUpdated, job };
  });

  registerEndpoint(
    api,
    services,
    endpoints.updateJobsStatusNotification,
    async ({ body, session }) => {
      const updated = await setStatus([...new Set(body.job_ids)], body.job_status, session.user);
      let notified = 0;
      if (body.notify) {
        // Each assigned recruiter gets one mail listing their jobs whose status changed.
        const byRecruiter = new Map<string, Job[]>();
        for (const job of updated) {
          for (const r of job.recruiter) byRecruiter.set(r, [...(byRecruiter.get(r) ?? []), job]);
        }
        const people = byRecruiter.size
          ? await db
              .select({ username: users.username, email: users.email, name: users.name })
              .from(users)
              .where(inArray(users.username, [...byRecruiter.keys()]))
          : [];
        for (const person of people) {
          if (!person.email) continue;
          const list = byRecruiter.get(person.username) ?? [];
          await services.mailer.send({
            to: person.email,
            subject: `Job status changed to ${body.job_status}`,
            text: `Hello ${person.name},\n\n${list.map((j) => `• ${j.role} (${j.client}), job ${j.id}`).join('\n')}\n\nare now ${body.job_status}.`,
          });
          notified++;
        }
      }
      return {
        status: 'success' as const,
        message: serverMessages.jobStatusUpdated,
        updated: updated.length,
        notified,
        jobs: updated,
      };
    },
  );

  registerEndpoint(api, services, endpoints.assignRecruiter, async ({ body, session }) => {
    const { user } = session;
    const job = await liveFeed.transaction(async (tx, publish) => {
      await loadJob(tx, user, body.job_id);
      const ids = (await activeRecruiters(tx, body.recruiters)).map((r) => r.id);
      if (body.mode === 'replace')
        await tx.delete(jobRecruiters).where(eq(jobRecruiters.jobId, body.job_id));
      if (ids.length) {
        await tx
          .insert(jobRecruiters)
          .values(ids.map((userId) => ({ jobId: body.job_id, userId, assignedBy: user.id })))
          .onConflictDoNothing();
      }
      const current = await loadJob(tx, user, body.job_id);
      await tx
        .update(jobs)
        .set({ recruiter: current.recruiter.join(', '), dataUpdatedDate: services.now() })
        .where(eq(jobs.id, body.job_id));
      await publish({
        type: 'job_update',
        payload: { jobId: body.job_id, eventType: 'recruiters_assigned', updatedBy: user.name },
        audience: everyone,
      });
      return current;
    });
    return { status: 'success' as const, message: serverMessages.recruitersAssigned, job };
  });

  registerEndpoint(api, services, endpoints.jobFunnels, async ({ body, session }) => {
    const { user } = session;
    const ids = [...new Set(body.job_ids)];
    const manager = isManagerLike(user);
    // One statement: the asked jobs, whether the caller is assigned, and their candidates grouped
    // by status (an index scan of candidates (job_id, status)).
    const rows = await queryRows<{
      job_id: number;
      positions: number;
      mine: boolean;
      status: string | null;
      n: number;
    }>(
      db,
      sql`select j.id as job_id, j.no_of_positions as positions,
        ${manager ? sql`true` : sql`exists (select 1 from ${jobRecruiters} r where r.job_id = j.id and r.user_id = ${user.id})`} as mine,
        c.status, count(c.job_id)::int as n
      from ${jobs} j left join ${candidates} c on c.job_id = j.id
      where j.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
      group by j.id, c.status`,
    );
    const found = new Map<number, { positions: number; counts: Record<string, number> }>();
    for (const row of rows) {
      const id = Number(row.job_id);
      if (!row.mine) throw forbidden();
      const job = found.get(id) ?? { positions: Number(row.positions), counts: {} };
      if (row.status !== null) job.counts[row.status] = Number(row.n);
      found.set(id, job);
    }
    if (found.size !== ids.length) throw new HttpError(404, serverMessages.jobNotFound);
    return {
      status: 'success' as const,
      funnels: ids.map((id) => {
        const { positions, counts } = found.get(id) as {
          positions: number;
          counts: Record<string, number>;
        };
        const filled = counts.Onboarded ?? 0;
        return {
          job_id: id,
          counts: counts as JobFunnel['counts'],
          total: Object.values(counts).reduce((a, b) => a + b, 0),
          filled,
          positions,
          open: Math.max(positions - filled, 0),
        };
      }),
    };
  });
};
