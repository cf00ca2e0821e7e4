import {
  type CareerRegistration,
  type Client,
  endpoints,
  serverMessages,
  type VendorDashboardEntry,
} from '@hrportal/api-client/contract';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { isManagerLike } from '../auth/guards';
import { isUniqueViolation } from '../db/database';
import {
  candidates,
  careersRegistrations,
  careersResumes,
  clients,
  jobRecruiters,
  jobs,
  users,
  vendorJobRecruiters,
  vendorJobs,
  vendors,
} from '../db/schema';
import { HttpError } from '../http/errors';
import { registerEndpoint, replySent } from '../http/route';
import { decodeBase64Upload, documentUpload, sendFile } from '../uploads/files';
import { experienceYears } from './candidateRows';
import { jobColumns, withRecruiters } from './jobs';
import type { RoutePlugin } from './plugin';

type ClientRow = typeof clients.$inferSelect & { createdByName: string | null };

function toWireClient(row: ClientRow): Client {
  return {
    id: row.id,
    name: row.name,
    contact_person: row.contactPerson ?? '',
    email: row.email ?? '',
    phone: row.phone ?? '',
    location: '',
    created_by: row.createdByName ?? '',
    date_created: row.createdAt.toISOString().slice(0, 10),
  };
}

type RegistrationRow = {
  r: {
    id: number;
    jobId: number | null;
    name: string;
    email: string;
    mobile: string | null;
    experience: number | null;
    currentLocation: string | null;
    message: string | null;
    candidateId: number | null;
    createdAt: Date;
  };
  resumePresent: boolean;
  role: string | null;
  client: string | null;
};

/** A stored registration as the wire shape (the LinkedIn address is kept inside the message). */
function toWireRegistration({
  r,
  resumePresent,
  role,
  client,
}: RegistrationRow): CareerRegistration {
  const linkedin = /LinkedIn: (\S+)/.exec(r.message ?? '')?.[1] ?? '';
  return {
    id: r.id,
    job_id: r.jobId,
    job_role: role ?? '',
    client: client ?? '',
    name: r.name,
    email: r.email,
    mobile: r.mobile ?? '',
    experience: r.experience ? String(r.experience) : '',
    current_location: r.currentLocation ?? '',
    linkedin,
    message: (r.message ?? '').replace(/\n?LinkedIn: \S+/, ''),
    resume_present: Boolean(resumePresent),
    candidate_id: r.candidateId,
    created_at: r.createdAt.toISOString(),
  };
}

/**
 * Clients (create, list with the §3 derived summary), a client's jobs, assigning candidates to a
 * client's job, the public careers board (open jobs posted to careers, applications with a resume
 * checked by its bytes) with its registrations list, and the vendor dashboard roll-ups.
 */
export const organisationRoutes: RoutePlugin = async (api, { services }) => {
  const { db, liveFeed } = services;

  const clientColumns = {
    id: clients.id,
    name: clients.name,
    contactPerson: clients.contactPerson,
    email: clients.email,
    phone: clients.phone,
    createdBy: clients.createdBy,
    createdAt: clients.createdAt,
    createdByName: users.name,
  };

  registerEndpoint(api, services, endpoints.createClient, async ({ body, session }) => {
    try {
      const [row] = await db.transaction((tx) =>
        tx
          .insert(clients)
          .values({
            name: body.name,
            contactPerson: body.contact_person || null,
            email: body.email || null,
            phone: body.phone || null,
            createdBy: session.user.id,
            createdAt: services.now(),
          })
          .returning(),
      );
      if (!row) throw new Error('client insert returned no row');
      await liveFeed.publish({
        type: 'system_message',
        payload: {
          message: `New client: ${row.name}`,
          eventType: 'client_created',
          client: row.name,
          updatedBy: session.user.name,
        },
        audience: { userTypes: ['management', 'leadership', 'recruiter'] },
      });
      return {
        status: 'success' as const,
        message: serverMessages.clientCreated,
        client: toWireClient({ ...row, createdByName: session.user.name }),
      };
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, serverMessages.clientExists);
      throw error;
    }
  });

  registerEndpoint(api, services, endpoints.listClients, async ({ session }) => {
    const { user } = session;
    const rows = await db
      .select(clientColumns)
      .from(clients)
      .leftJoin(users, eq(users.id, clients.createdBy))
      .orderBy(asc(clients.name));
    // Job counts per client name and status (a recruiter counts only jobs assigned to them).
    const counts = await db
      .select({ client: sql<string>`lower(${jobs.client})`, status: jobs.jobStatus, n: count() })
      .from(jobs)
      .where(
        isManagerLike(user)
          ? undefined
          : inArray(
              jobs.id,
              db
                .select({ id: jobRecruiters.jobId })
                .from(jobRecruiters)
                .where(eq(jobRecruiters.userId, user.id)),
            ),
      )
      .groupBy(sql`lower(${jobs.client})`, jobs.jobStatus);
    const byClient = new Map<string, { active: number; closed: number; on_hold: number }>();
    for (const c of counts) {
      const entry = byClient.get(c.client) ?? { active: 0, closed: 0, on_hold: 0 };
      if (c.status === 'Active') entry.active += Number(c.n);
      else if (c.status === 'Closed') entry.closed += Number(c.n);
      else entry.on_hold += Number(c.n);
      byClient.set(c.client, entry);
    }
    const list = rows
      .map((row) => {
        const s = byClient.get(row.name.toLowerCase()) ?? { active: 0, closed: 0, on_hold: 0 };
        const total = s.active + s.closed + s.on_hold;
        return {
          ...toWireClient(row),
          ...s,
          total,
          // SPEC §3: Active if any active job, else Hold if any on hold, else Closed.
          summary_status: (s.active ? 'Active' : s.on_hold ? 'Hold' : 'Closed') as
            | 'Active'
            | 'Hold'
            | 'Closed',
        };
      })
      .filter((c) => isManagerLike(user) || c.total > 0);
    return { status: 'success' as const, clients: list };
  });

  registerEndpoint(api, services, endpoints.viewClientJobs, async ({ query, session }) => {
    const { user } = session;
    const rows = await db
      .select(jobColumns)
      .from(jobs)
      .where(
        and(
          query.client ? sql`lower(${jobs.client}) = ${query.client.toLowerCase()}` : undefined,
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
      .orderBy(desc(jobs.dateCreated), desc(jobs.id));
    return { status: 'success' as const, jobs: await withRecruiters(db, rows) };
  });

  registerEndpoint(api, services, endpoints.assignClient, async ({ body, session }) => {
    const { user } = session;
    const result = await liveFeed.transaction(async (tx, publish) => {
      const [job] = await tx
        .select({ id: jobs.id, client: jobs.client })
        .from(jobs)
        .where(eq(jobs.id, body.job_id));
      if (!job) throw new HttpError(404, serverMessages.jobNotFound);
      const ids = [...new Set(body.candidate_ids)];
      const found = await tx
        .select({ id: candidates.id, userId: candidates.userId, name: candidates.name })
        .from(candidates)
        .where(inArray(candidates.id, ids));
      if (found.length !== ids.length) throw new HttpError(404, serverMessages.candidateNotFound);
      if (!isManagerLike(user) && found.some((c) => c.userId !== user.id)) {
        throw new HttpError(403, serverMessages.forbidden);
      }
      await tx
        .update(candidates)
        .set({
          jobId: job.id,
          client: job.client,
          clientAssigned: true,
          dataUpdatedDate: services.now(),
        })
        .where(inArray(candidates.id, ids));
      for (const c of found) {
        await publish({
          type: 'candidate_update',
          payload: { candidateId: c.id, name: c.name, client: job.client, updatedBy: user.name },
          audience: { userTypes: ['management', 'leadership'], userIds: [c.userId ?? user.id] },
        });
      }
      return ids;
    });
    return {
      status: 'success' as const,
      message: serverMessages.clientAssigned,
      updated: result.length,
      candidate_ids: result,
    };
  });

  registerEndpoint(api, services, endpoints.careersJobs, async () => {
    const rows = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.postToCareers, true), eq(jobs.jobStatus, 'Active')))
      .orderBy(desc(jobs.dateCreated))
      .limit(500);
    return {
      status: 'success' as const,
      jobs: rows.map((j) => ({
        id: j.id,
        role: j.role,
        location: j.location ?? '',
        country: j.country ?? '',
        job_type: j.jobType ?? '',
        mode: j.mode ?? '',
        experience_min: j.experienceMin,
        experience_max: j.experienceMax,
        skills: j.skills ?? '',
        detailed_jd: j.detailedJd ?? '',
        no_of_positions: j.noOfPositions,
        date_created: j.dateCreated.toISOString().slice(0, 10),
      })),
    };
  });

  registerEndpoint(api, services, endpoints.careersApply, async ({ body }) => {
    const resume = decodeBase64Upload(body.resume, documentUpload);
    const [job] = await db
      .select({ id: jobs.id, role: jobs.role })
      .from(jobs)
      .where(
        and(eq(jobs.id, body.job_id), eq(jobs.postToCareers, true), eq(jobs.jobStatus, 'Active')),
      );
    if (!job) throw new HttpError(404, serverMessages.careersJobNotFound);
    // Stored and announced in one transaction: the team's Careers lists refetch when it commits.
    const row = await liveFeed.transaction(async (tx, publish) => {
      const [inserted] = await tx
        .insert(careersRegistrations)
        .values({
          jobId: job.id,
          name: body.name,
          email: body.email.toLowerCase(),
          mobile: body.mobile,
          experience: experienceYears(body.experience),
          currentLocation: body.current_location || null,
          message:
            [body.message, body.linkedin ? `LinkedIn: ${body.linkedin}` : '']
              .filter(Boolean)
              .join('\n') || null,
          resumeMime: resume.mime,
          resumeFilename: body.filename,
          createdAt: services.now(),
        })
        .returning({ id: careersRegistrations.id });
      if (!inserted) throw new Error('registration insert returned no row');
      await tx.insert(careersResumes).values({ registrationId: inserted.id, bytes: resume.bytes });
      await publish({
        type: 'careers_application',
        payload: { registrationId: inserted.id, jobId: job.id, name: body.name, role: job.role },
        audience: { userTypes: ['management', 'leadership', 'recruiter'] },
      });
      return inserted;
    });
    return {
      status: 'success' as const,
      message: serverMessages.applicationReceived,
      registration_id: row.id,
    };
  });

  /** Registrations with their job, newest first; `id` narrows to one. */
  const registrationRows = (id?: number) =>
    db
      .select({
        r: {
          id: careersRegistrations.id,
          jobId: careersRegistrations.jobId,
          name: careersRegistrations.name,
          email: careersRegistrations.email,
          mobile: careersRegistrations.mobile,
          experience: careersRegistrations.experience,
          currentLocation: careersRegistrations.currentLocation,
          message: careersRegistrations.message,
          candidateId: careersRegistrations.candidateId,
          createdAt: careersRegistrations.createdAt,
        },
        resumePresent: sql<boolean>`(${careersRegistrations.resumeMime} is not null)`,
        role: jobs.role,
        client: jobs.client,
      })
      .from(careersRegistrations)
      .leftJoin(jobs, eq(jobs.id, careersRegistrations.jobId))
      .where(id === undefined ? undefined : eq(careersRegistrations.id, id))
      .orderBy(desc(careersRegistrations.createdAt), desc(careersRegistrations.id))
      .limit(2000)
      .then((rows) => rows.map(toWireRegistration));

  registerEndpoint(api, services, endpoints.careersRegistrations, async () => ({
    status: 'success' as const,
    data: await registrationRows(),
  }));

  registerEndpoint(api, services, endpoints.careersRegistration, async ({ params }) => {
    const [registration] = await registrationRows(params.id);
    if (!registration) throw new HttpError(404, serverMessages.careersRegistrationNotFound);
    return { status: 'success' as const, registration };
  });

  registerEndpoint(
    api,
    services,
    endpoints.careersRegistrationResume,
    async ({ params, reply }) => {
      const [row] = await db
        .select({
          resume: careersResumes.bytes,
          mime: careersRegistrations.resumeMime,
          filename: careersRegistrations.resumeFilename,
        })
        .from(careersRegistrations)
        .leftJoin(careersResumes, eq(careersResumes.registrationId, careersRegistrations.id))
        .where(eq(careersRegistrations.id, params.id))
        .limit(1);
      if (!row?.resume) throw new HttpError(404, serverMessages.noResume);
      sendFile(reply, {
        bytes: Buffer.from(row.resume),
        filename: row.filename ?? `resume_${params.id}.pdf`,
        mime: row.mime ?? 'application/pdf',
      });
      return replySent;
    },
  );

  registerEndpoint(api, services, endpoints.vendorDashboard, async () => {
    const vendorRows = await db.select().from(vendors).orderBy(asc(vendors.name));
    const links = await db
      .select({
        vendorId: vendorJobs.vendorId,
        jobId: jobs.id,
        role: jobs.role,
        client: jobs.client,
        status: jobs.jobStatus,
      })
      .from(vendorJobs)
      .innerJoin(jobs, eq(jobs.id, vendorJobs.jobId));
    const assigned = await db
      .select({
        vendorId: vendorJobRecruiters.vendorId,
        jobId: vendorJobRecruiters.jobId,
        username: users.username,
        name: users.name,
      })
      .from(vendorJobRecruiters)
      .innerJoin(users, eq(users.id, vendorJobRecruiters.userId))
      .orderBy(asc(users.name));
    const perJob = await db
      .select({
        jobId: candidates.jobId,
        vendorId: candidates.vendorId,
        status: candidates.status,
        n: count(),
      })
      .from(candidates)
      .where(sql`${candidates.vendorId} is not null`)
      .groupBy(candidates.jobId, candidates.vendorId, candidates.status);
    const entries: VendorDashboardEntry[] = vendorRows.map((v) => {
      const mine = perJob.filter((p) => p.vendorId === v.id);
      const byStatus: Record<string, number> = {};
      let total = 0;
      for (const p of mine) {
        byStatus[p.status] = (byStatus[p.status] ?? 0) + Number(p.n);
        total += Number(p.n);
      }
      byStatus.Total = total;
      const jobDetails = links
        .filter((l) => l.vendorId === v.id)
        .map((l) => ({
          jobId: l.jobId,
          role: l.role,
          client: l.client,
          status: (l.status === 'Hold' ? 'On Hold' : l.status) as 'Active' | 'Closed' | 'On Hold',
          candidates: mine
            .filter((p) => p.jobId === l.jobId)
            .reduce((sum, p) => sum + Number(p.n), 0),
          recruiters: assigned
            .filter((a) => a.vendorId === v.id && a.jobId === l.jobId)
            .map((a) => ({ username: a.username, name: a.name || a.username })),
        }));
      const success = (byStatus.Offer ?? 0) + (byStatus.Onboarded ?? 0);
      return {
        vendorId: v.id,
        vendorName: v.name,
        email: v.email ?? '',
        contactPerson: v.contactPerson ?? '',
        totalJobs: jobDetails.length,
        jobDetails,
        totalCandidates: total,
        candidatesByStatus: byStatus as VendorDashboardEntry['candidatesByStatus'],
        successRate: total ? Math.round((success / total) * 1000) / 10 : 0,
        avgCandidatesPerJob: jobDetails.length
          ? Math.round((total / jobDetails.length) * 10) / 10
          : 0,
        memberSince: v.createdAt.toISOString().slice(0, 10),
      };
    });
    return { status: 'success' as const, vendors: entries };
  });
};
