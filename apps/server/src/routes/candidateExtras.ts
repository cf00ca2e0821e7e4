import {
  type CandidateFile,
  type CandidateJobMatch,
  endpoints,
  serverMessages,
} from '@hrportal/api-client/contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { assertOwnerOrManager, isManagerLike } from '../auth/guards';
import { assertMayReadCandidateFiles } from '../auth/reviewerAccess';
import type { SessionUser } from '../auth/sessions';
import { queryRows } from '../db/database';
import {
  candidateFiles,
  candidateResumes,
  candidates,
  jobRecruiters,
  jobs,
  meetings,
  peerReviews,
  users,
  vendorJobRecruiters,
  vendorJobs,
  vendors,
} from '../db/schema';
import { scoreMatch } from '../documents/match';
import { candidateForMatch, candidateMatchColumns, jobMatchColumns } from '../documents/routes';
import { forbidden, HttpError } from '../http/errors';
import { registerEndpoint, replySent } from '../http/route';
import { sendFile } from '../uploads/files';
import { createZip } from '../uploads/zip';
import { selectCandidateRows, toWireCandidate } from './candidateRows';
import { jobColumns, withRecruiters } from './jobs';
import type { RoutePlugin } from './plugin';
import { activeRecruiter, activeRecruiters } from './recruiters';

const safe = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '') || 'file';

/**
 * The candidate extras of SPEC §7: a candidate's stored files, zips of additional files and of
 * many resumes, profile transfer to another recruiter, candidate↔job matching by skills and
 * experience, job notifications to recruiters and vendors, and vendor recruiter assignment.
 */
export const candidateExtraRoutes: RoutePlugin = async (api, { services }) => {
  const { db, liveFeed, mailer } = services;
  const today = () => services.now().toISOString().slice(0, 10);

  /** A candidate whose documents `user` may read (owner, manager or its peer reviewer). */
  async function readableCandidate(user: SessionUser, id: number) {
    const [row] = await db
      .select({ id: candidates.id, name: candidates.name, userId: candidates.userId })
      .from(candidates)
      .where(eq(candidates.id, id));
    if (!row) throw new HttpError(404, serverMessages.candidateNotFound);
    await assertMayReadCandidateFiles(db, user, row);
    return row;
  }

  /** The stored files of a candidate (resume first, then additional files in upload order). */
  async function fileList(id: number): Promise<CandidateFile[]> {
    const [resume] = await db
      .select({
        filename: candidates.resumeFilename,
        mime: candidates.resumeMime,
        size: sql<number>`octet_length(${candidateResumes.bytes})::int`,
        at: candidates.dataUpdatedDate,
      })
      .from(candidates)
      .innerJoin(candidateResumes, eq(candidateResumes.candidateId, candidates.id))
      .where(eq(candidates.id, id));
    const extras = await db
      .select({
        id: candidateFiles.id,
        filename: candidateFiles.filename,
        mime: candidateFiles.mime,
        size: sql<number>`octet_length(${candidateFiles.bytes})::int`,
        at: candidateFiles.createdAt,
      })
      .from(candidateFiles)
      .where(eq(candidateFiles.candidateId, id))
      .orderBy(candidateFiles.id);
    return [
      ...(resume
        ? [
            {
              file_id: id,
              kind: 'resume' as const,
              filename: resume.filename ?? 'resume.pdf',
              mime_type: resume.mime ?? 'application/pdf',
              size_bytes: Number(resume.size),
              uploaded_at: resume.at.toISOString(),
            },
          ]
        : []),
      ...extras.map((f) => ({
        file_id: f.id,
        kind: 'additional' as const,
        filename: f.filename,
        mime_type: f.mime,
        size_bytes: Number(f.size),
        uploaded_at: f.at.toISOString(),
      })),
    ];
  }

  registerEndpoint(api, services, endpoints.getResumes, async ({ params, session }) => {
    await readableCandidate(session.user, params.id);
    return {
      status: 'success' as const,
      candidate_id: params.id,
      files: await fileList(params.id),
    };
  });

  registerEndpoint(api, services, endpoints.candidateRecord, async ({ params, session }) => {
    await readableCandidate(session.user, params.id);
    const [row] = await selectCandidateRows(db).where(eq(candidates.id, params.id)).limit(1);
    if (!row) throw new HttpError(404, serverMessages.candidateNotFound);
    // The status history is candidate_status_events (migration 0024): every status the candidate
    // entered, with the status it left, its author and comment, in time order — the rows the
    // targets, analytics and organisation figures count. The audit trail stays the security record.
    const changes = await queryRows<{
      status: string;
      previous: string | null;
      at: Date | string;
      by: string | null;
      comment: string | null;
    }>(
      db,
      sql`select e.status, e.previous_status as previous, e.at, u.name as by, e.comment
        from candidate_status_events e left join users u on u.id = e.actor_id
        where e.candidate_id = ${params.id}
        order by e.at, e.id
        limit 500`,
    );
    const [job] = row.jobId
      ? await db
          .select({ id: jobs.id, role: jobs.role, client: jobs.client, job_status: jobs.jobStatus })
          .from(jobs)
          .where(eq(jobs.id, row.jobId))
      : [];
    const reviews = await db
      .select({
        reviewer: users.name,
        status: peerReviews.status,
        submitted_status: peerReviews.submittedStatus,
        comment: peerReviews.comment,
        assigned_at: peerReviews.createdAt,
        decided_at: peerReviews.decidedAt,
      })
      .from(peerReviews)
      .innerJoin(users, eq(users.id, peerReviews.reviewerId))
      .where(eq(peerReviews.candidateId, params.id))
      .orderBy(desc(peerReviews.createdAt), desc(peerReviews.id));
    // Its interviews: the meetings scheduled about it (issue 20), by start instant.
    const interviews = await db
      .select({
        id: meetings.id,
        kind: meetings.kind,
        title: meetings.title,
        startsAt: meetings.startsAt,
        endsAt: meetings.endsAt,
        time_zone: meetings.timeZone,
        organizer: users.name,
        join_url: meetings.joinUrl,
        location: meetings.location,
        job_id: meetings.jobId,
      })
      .from(meetings)
      .leftJoin(users, eq(users.id, meetings.organizerId))
      .where(eq(meetings.candidateId, params.id))
      .orderBy(asc(meetings.startsAt), asc(meetings.id))
      .limit(200);
    return {
      status: 'success' as const,
      candidate: toWireCandidate(row),
      status_history: changes.map((c) => ({ ...c, at: new Date(c.at).toISOString() })),
      files: await fileList(params.id),
      job: job ?? null,
      peer_reviews: reviews.map((r) => ({
        ...r,
        assigned_at: r.assigned_at.toISOString(),
        decided_at: r.decided_at?.toISOString() ?? null,
      })),
      interviews: interviews.map(({ startsAt, endsAt, ...meeting }) => ({
        ...meeting,
        starts_at: startsAt.toISOString(),
        ends_at: endsAt?.toISOString() ?? null,
      })),
    };
  });

  registerEndpoint(
    api,
    services,
    endpoints.downloadAdditionalFiles,
    async ({ body, session, reply }) => {
      const candidate = await readableCandidate(session.user, body.candidate_id);
      const files = await db
        .select()
        .from(candidateFiles)
        .where(eq(candidateFiles.candidateId, candidate.id));
      if (!files.length) throw new HttpError(404, serverMessages.noAdditionalFiles);
      const zip = createZip(
        files.map((f) => ({ name: f.filename, bytes: f.bytes, modified: f.createdAt })),
      );
      sendFile(reply, {
        bytes: zip,
        filename: `${safe(candidate.name)}_${candidate.id}_additional_files.zip`,
        mime: 'application/zip',
      });
      return replySent;
    },
  );

  registerEndpoint(api, services, endpoints.downloadResumes, async ({ body, session, reply }) => {
    const ids = [...new Set(body.candidate_ids)];
    const rows = await db
      .select({
        id: candidates.id,
        name: candidates.name,
        userId: candidates.userId,
        resume: candidateResumes.bytes,
        filename: candidates.resumeFilename,
      })
      .from(candidates)
      .leftJoin(candidateResumes, eq(candidateResumes.candidateId, candidates.id))
      .where(inArray(candidates.id, ids));
    if (rows.length !== ids.length) throw new HttpError(404, serverMessages.candidateNotFound);
    for (const row of rows) assertOwnerOrManager(session.user, row.userId);
    const withResume = rows.filter((r) => r.resume);
    if (!withResume.length) throw new HttpError(404, serverMessages.noResume);
    const zip = createZip(
      withResume.map((r) => ({
        name: `${safe(r.name)}_${r.id}.${r.filename?.split('.').pop() ?? 'pdf'}`,
        bytes: r.resume as Buffer,
      })),
    );
    sendFile(reply, { bytes: zip, filename: `resumes_${today()}.zip`, mime: 'application/zip' });
    return replySent;
  });

  registerEndpoint(
    api,
    services,
    endpoints.assignCandidateNewRecruiter,
    async ({ body, session }) => {
      const ids = 'id' in body ? [body.id] : [...new Set(body.candidate_ids)];
      const moved = await liveFeed.transaction(async (tx, publish) => {
        const target = await activeRecruiter(tx, body.recruiter);
        const found = await tx
          .select({ id: candidates.id, name: candidates.name, userId: candidates.userId })
          .from(candidates)
          .where(inArray(candidates.id, ids));
        if (found.length !== ids.length) throw new HttpError(404, serverMessages.candidateNotFound);
        await tx
          .update(candidates)
          .set({ userId: target.id, recruiter: target.username, dataUpdatedDate: services.now() })
          .where(inArray(candidates.id, ids));
        for (const c of found) {
          await publish({
            type: 'candidate_update',
            payload: {
              candidateId: c.id,
              name: c.name,
              eventType: 'transferred',
              updatedBy: session.user.name,
            },
            audience: {
              userTypes: ['management', 'leadership'],
              userIds: [target.id, ...(c.userId ? [c.userId] : [])],
            },
          });
        }
        return ids;
      });
      return {
        status: 'success' as const,
        message: serverMessages.recruiterReassigned,
        updated: moved.length,
        candidate_ids: moved,
      };
    },
  );

  /** Matches of the visible candidates against the given jobs, best first. */
  async function matches(
    user: SessionUser,
    jobIds: number[] | undefined,
    candidateIds: number[] | undefined,
    minScore: number,
    perKey: number,
    key: 'candidate' | 'job',
  ): Promise<CandidateJobMatch[]> {
    const jobRows = await db
      .select(jobMatchColumns)
      .from(jobs)
      .where(
        and(
          jobIds?.length ? inArray(jobs.id, jobIds) : eq(jobs.jobStatus, 'Active'),
          isManagerLike(user)
            ? undefined
            : inArray(
                jobs.id,
                db
                  .select({ id: jobRecruiters.jobId })
                  .from(jobRecruiters)
                  .where(eq(jobRecruiters.userId, user.id)),
              ),
        ),
      )
      .limit(200);
    const candidateRows = await db
      .select(candidateMatchColumns)
      .from(candidates)
      .where(
        and(
          candidateIds?.length ? inArray(candidates.id, candidateIds) : undefined,
          isManagerLike(user) ? undefined : eq(candidates.userId, user.id),
        ),
      )
      .orderBy(desc(candidates.dateCreated))
      .limit(candidateIds?.length ? 200 : 2000);
    const all: CandidateJobMatch[] = [];
    for (const c of candidateRows) {
      for (const j of jobRows) {
        const m = scoreMatch(candidateForMatch(c), j);
        if (m.score < minScore) continue;
        all.push({
          candidate_id: c.id,
          job_id: j.id,
          candidate_name: c.name,
          job_role: j.role,
          client: j.client,
          score: m.score,
          matched_skills: m.matchedSkills,
          missing_skills: m.missingSkills,
          experience_match: m.experienceMatch,
          evidence: m.criteria,
        });
      }
    }
    all.sort((a, b) => b.score - a.score || a.candidate_id - b.candidate_id || a.job_id - b.job_id);
    const counts = new Map<number, number>();
    return all.filter((m) => {
      const k = key === 'candidate' ? m.candidate_id : m.job_id;
      const n = counts.get(k) ?? 0;
      if (n >= perKey) return false;
      counts.set(k, n + 1);
      return true;
    });
  }

  registerEndpoint(api, services, endpoints.matchCandidatesToJobs, async ({ body, session }) => ({
    status: 'success' as const,
    matches: await matches(
      session.user,
      body.job_ids,
      body.candidate_ids,
      body.min_score,
      body.limit,
      'candidate',
    ),
  }));

  registerEndpoint(api, services, endpoints.matchCandidatesForJob, async ({ body, session }) => {
    const [job] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, body.job_id));
    if (!job) throw new HttpError(404, serverMessages.jobNotFound);
    const found = await matches(
      session.user,
      [body.job_id],
      undefined,
      body.min_score,
      body.limit,
      'job',
    );
    if (!isManagerLike(session.user) && !found.length) {
      const [assigned] = await db
        .select()
        .from(jobRecruiters)
        .where(
          and(eq(jobRecruiters.jobId, body.job_id), eq(jobRecruiters.userId, session.user.id)),
        );
      if (!assigned) throw forbidden();
    }
    return { status: 'success' as const, matches: found };
  });

  /** Mails each recruiter assigned to a job about it; returns how many were told. */
  async function notifyRecruiters(jobId: number, edited: boolean) {
    const [job] = await withRecruiters(
      db,
      await db.select(jobColumns).from(jobs).where(eq(jobs.id, jobId)),
    );
    if (!job) throw new HttpError(404, serverMessages.jobNotFound);
    if (!job.recruiter.length) return 0;
    const people = await db
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(inArray(users.username, job.recruiter));
    let told = 0;
    for (const p of people) {
      if (!p.email) continue;
      await mailer.send({
        to: p.email,
        subject: `${edited ? 'Updated' : 'New'} requirement: ${job.role} (${job.client})`,
        text: `Hello ${p.name},\n\n${edited ? 'A requirement assigned to you was updated' : 'A new requirement is assigned to you'}: ${job.role} for ${job.client}, ${job.no_of_positions} position(s), job ${job.id}.`,
      });
      told++;
    }
    return told;
  }

  registerEndpoint(api, services, endpoints.sendNotifications, async ({ body }) => ({
    status: 'success' as const,
    message: serverMessages.notificationsSent,
    notified: await notifyRecruiters(body.job_post_id, false),
  }));
  registerEndpoint(api, services, endpoints.sendEditNotifications, async ({ body }) => ({
    status: 'success' as const,
    message: serverMessages.notificationsSent,
    notified: await notifyRecruiters(body.job_post_id, true),
  }));

  registerEndpoint(api, services, endpoints.vendorSendEditNotifications, async ({ body }) => {
    const [job] = await db
      .select({ id: jobs.id, role: jobs.role, client: jobs.client })
      .from(jobs)
      .where(eq(jobs.id, body.job_post_id));
    if (!job) throw new HttpError(404, serverMessages.jobNotFound);
    const linked = await db
      .select({ id: vendors.id, email: vendors.email, name: vendors.name })
      .from(vendors)
      .innerJoin(vendorJobs, eq(vendorJobs.vendorId, vendors.id))
      .where(
        and(
          eq(vendorJobs.jobId, job.id),
          body.vendor_ids?.length ? inArray(vendors.id, body.vendor_ids) : undefined,
        ),
      );
    let told = 0;
    for (const v of linked) {
      if (!v.email) continue;
      await mailer.send({
        to: v.email,
        subject: `Updated requirement: ${job.role} (${job.client})`,
        text: `Hello ${v.name},\n\nThe requirement ${job.role} for ${job.client} (job ${job.id}) was updated.`,
      });
      told++;
    }
    return {
      status: 'success' as const,
      message: serverMessages.notificationsSent,
      notified: told,
    };
  });

  // Sets a vendor's recruiters on a job (the whole list): links the vendor to the job, puts each
  // new recruiter on the job (remembering whether this assignment added them) and takes off the
  // ones left out — from the job too, unless the manager put them there directly or another
  // vendor still has them on it. One transaction; the audit trigger records every row it changes.
  registerEndpoint(api, services, endpoints.vendorAssignRecruiters, async ({ body, session }) => {
    const job = await liveFeed.transaction(async (tx, publish) => {
      const [vendor] = await tx
        .select({ id: vendors.id })
        .from(vendors)
        .where(eq(vendors.id, body.vendor_id));
      if (!vendor) throw new HttpError(404, serverMessages.vendorNotFound);
      const [existing] = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(eq(jobs.id, body.job_id));
      if (!existing) throw new HttpError(404, serverMessages.jobNotFound);
      const people = await activeRecruiters(tx, body.recruiters);
      await tx
        .insert(vendorJobs)
        .values({ vendorId: vendor.id, jobId: body.job_id })
        .onConflictDoNothing();
      const ours = and(
        eq(vendorJobRecruiters.vendorId, vendor.id),
        eq(vendorJobRecruiters.jobId, body.job_id),
      );
      const before = await tx
        .select({
          userId: vendorJobRecruiters.userId,
          added: vendorJobRecruiters.addedJobRecruiter,
        })
        .from(vendorJobRecruiters)
        .where(ours);
      const keep = new Set(people.map((p) => p.id));
      const had = new Set(before.map((b) => b.userId));
      const gone = before.filter((b) => !keep.has(b.userId));
      if (gone.length) {
        await tx.delete(vendorJobRecruiters).where(
          and(
            ours,
            inArray(
              vendorJobRecruiters.userId,
              gone.map((g) => g.userId),
            ),
          ),
        );
        // Off the job only when this vendor's assignment put them there and no other vendor
        // still has them on it.
        const added = gone.filter((g) => g.added).map((g) => g.userId);
        if (added.length) {
          await tx
            .delete(jobRecruiters)
            .where(
              and(
                eq(jobRecruiters.jobId, body.job_id),
                inArray(jobRecruiters.userId, added),
                sql`not exists (select 1 from vendor_job_recruiters v where v.job_id = job_recruiters.job_id and v.user_id = job_recruiters.user_id)`,
              ),
            );
        }
      }
      const fresh = people.filter((p) => !had.has(p.id));
      if (fresh.length) {
        const onJob = await tx
          .insert(jobRecruiters)
          .values(
            fresh.map((p) => ({ jobId: body.job_id, userId: p.id, assignedBy: session.user.id })),
          )
          .onConflictDoNothing()
          .returning({ userId: jobRecruiters.userId });
        const addedNow = new Set(onJob.map((r) => r.userId));
        await tx.insert(vendorJobRecruiters).values(
          fresh.map((p) => ({
            vendorId: vendor.id,
            jobId: body.job_id,
            userId: p.id,
            addedJobRecruiter: addedNow.has(p.id),
            assignedBy: session.user.id,
          })),
        );
      }
      await publish({
        type: 'job_update',
        payload: {
          jobId: body.job_id,
          eventType: 'vendor_recruiters_assigned',
          updatedBy: session.user.name,
        },
        audience: { userTypes: ['management', 'leadership', 'recruiter'] },
      });
      const [row] = await withRecruiters(
        tx,
        await tx.select(jobColumns).from(jobs).where(eq(jobs.id, body.job_id)),
      );
      if (!row) throw new HttpError(404, serverMessages.jobNotFound);
      return row;
    });
    return { status: 'success' as const, message: serverMessages.recruitersAssigned, job };
  });
};
