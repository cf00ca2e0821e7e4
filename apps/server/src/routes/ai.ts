import {
  type AiDocument,
  type AiStreamEvent,
  aiDocumentMaxChars,
  endpoints,
  guessDocumentType,
  serverMessages,
} from '@hrportal/api-client/contract';
import { and, desc, eq, gte, isNotNull, or, sql } from 'drizzle-orm';
import { AiService } from '../ai/service';
import { assertOwnerOrManager, isManagerLike } from '../auth/guards';
import { candidateResumes, candidates, jobDescriptions, jobs } from '../db/schema';
import type { DocumentKind } from '../documents/extract';
import { HttpError } from '../http/errors';
import { registerEndpoint, replySent } from '../http/route';
import { sniffFileKind } from '../uploads/files';
import { assignedTo } from './jobs';
import type { RoutePlugin } from './plugin';
import { assertMayUseJob } from './recruiters';

/** A document's text within the assistant's cap. */
const capped = (text: string) => text.slice(0, aiDocumentMaxChars);

/** How many of each kind the picker lists (newest first); the picker filters them as you type. */
const storedChoicesLimit = 500;

/**
 * The AI assistant's API (issue 19): `/ai/status`, `/ai/documents` (text of an upload through
 * the shared document reader), `/ai/stored_documents` (what the caller may pick) and
 * `/ai/stored_document` (a stored resume or JD the caller may see),
 * `/ai/run` and `/ai/stream` (the §7 functions). Every call is signed in and rate limited per
 * user; tasks count against the monthly budget and are logged without document text.
 */
export const aiRoutes: RoutePlugin = async (api, { services }) => {
  const { db, extractor } = services;
  const ai = new AiService(services.config, db);
  const limit = (userId: number) => services.rateLimits.ai.consume(`user:${userId}`);

  registerEndpoint(api, services, endpoints.aiStatus, async ({ session }) => {
    await limit(session.user.id);
    return {
      status: 'success' as const,
      ai: { mode: ai.mode, model: ai.model, budget: await ai.budget() },
    };
  });

  registerEndpoint(api, services, endpoints.aiProcessDocument, async ({ body, session }) => {
    await limit(session.user.id);
    const { text } = await extractor.extractBase64(body.file);
    const document: AiDocument = {
      name: body.filename,
      type: body.type ?? guessDocumentType(body.filename),
      text: capped(text),
    };
    return { status: 'success' as const, document };
  });

  registerEndpoint(api, services, endpoints.aiStoredDocuments, async ({ session }) => {
    const { user } = session;
    await limit(user.id);
    const manager = isManagerLike(user);
    const resumes = await db
      .select({ id: candidates.id, name: candidates.name, email: candidates.email })
      .from(candidates)
      .innerJoin(candidateResumes, eq(candidateResumes.candidateId, candidates.id))
      .where(manager ? undefined : eq(candidates.userId, user.id))
      .orderBy(desc(candidates.id))
      .limit(storedChoicesLimit);
    const hasJd = or(
      gte(sql`length(trim(${jobs.detailedJd}))`, 10),
      // The extension is set exactly when a JD file is stored (its bytes live in job_descriptions).
      isNotNull(jobs.jdPdfExtension),
    );
    const jobRows = await db
      .select({ id: jobs.id, role: jobs.role, client: jobs.client, status: jobs.jobStatus })
      .from(jobs)
      .where(manager ? hasJd : and(hasJd, assignedTo(user.id)))
      .orderBy(desc(jobs.id))
      .limit(storedChoicesLimit);
    return {
      status: 'success' as const,
      documents: [
        ...jobRows.map((j) => ({
          type: 'job_description' as const,
          id: j.id,
          label: j.role,
          detail: `Job description · ${j.client} · ${j.status}`,
        })),
        ...resumes.map((c) => ({
          type: 'resume' as const,
          id: c.id,
          label: c.name,
          detail: `Resume${c.email ? ` · ${c.email}` : ''}`,
        })),
      ],
    };
  });

  registerEndpoint(api, services, endpoints.aiStoredDocument, async ({ body, session }) => {
    const { user } = session;
    await limit(user.id);
    if (body.candidate_id !== undefined) {
      const [row] = await db
        .select({ name: candidates.name, userId: candidates.userId, bytes: candidateResumes.bytes })
        .from(candidates)
        .leftJoin(candidateResumes, eq(candidateResumes.candidateId, candidates.id))
        .where(eq(candidates.id, body.candidate_id));
      if (!row) throw new HttpError(404, serverMessages.candidateNotFound);
      assertOwnerOrManager(user, row.userId);
      if (!row.bytes?.length) throw new HttpError(404, serverMessages.aiNoStoredResume);
      const kind = sniffFileKind(row.bytes);
      if (kind !== 'pdf' && kind !== 'docx' && kind !== 'doc')
        throw new HttpError(422, 'Invalid document file. Please ensure the file is not corrupted.');
      const text = await extractor.extract(row.bytes, kind as DocumentKind);
      return {
        status: 'success' as const,
        document: { name: `${row.name} (resume)`, type: 'resume' as const, text: capped(text) },
      };
    }
    const jobId = body.job_id as number;
    const [job] = await db
      .select({
        role: jobs.role,
        client: jobs.client,
        detailedJd: jobs.detailedJd,
        jdPdf: jobDescriptions.bytes,
      })
      .from(jobs)
      .leftJoin(jobDescriptions, eq(jobDescriptions.jobId, jobs.id))
      .where(eq(jobs.id, jobId));
    if (!job) throw new HttpError(404, serverMessages.jobNotFound);
    await assertMayUseJob(db, user, jobId);
    let text = job.detailedJd?.trim() ?? '';
    if (text.length < 10 && job.jdPdf?.length) {
      const kind = sniffFileKind(job.jdPdf);
      if (kind === 'pdf' || kind === 'docx' || kind === 'doc')
        text = await extractor.extract(job.jdPdf, kind as DocumentKind);
    }
    if (text.length < 10) throw new HttpError(404, serverMessages.aiNoStoredJd);
    return {
      status: 'success' as const,
      document: {
        name: `${job.role} — ${job.client} (JD)`,
        type: 'job_description' as const,
        text: capped(text),
      },
    };
  });

  registerEndpoint(api, services, endpoints.aiRun, async ({ body, session }) => {
    await limit(session.user.id);
    const result = await ai.run(session.user.id, body);
    return { status: 'success' as const, result };
  });

  registerEndpoint(api, services, endpoints.aiStream, async ({ body, session, request, reply }) => {
    await limit(session.user.id);
    // Stop: the browser aborts the request; the provider call is aborted with it.
    const stop = new AbortController();
    const out = reply.raw;
    out.on('close', () => {
      if (!out.writableFinished) stop.abort();
    });
    let opened = false;
    const send = (event: AiStreamEvent) => {
      if (!opened) {
        opened = true;
        reply.hijack();
        out.writeHead(200, {
          'Content-Type': 'text/event-stream; charset=utf-8',
          'Cache-Control': 'no-cache, no-transform',
          Connection: 'keep-alive',
          'X-Accel-Buffering': 'no',
          'X-Content-Type-Options': 'nosniff',
        });
      }
      if (!out.destroyed) out.write(`data: ${JSON.stringify(event)}\n\n`);
    };
    try {
      const result = await ai.run(session.user.id, body, {
        signal: stop.signal,
        onMeta: (meta) => send({ type: 'meta', ...meta }),
        onToken: (text) => send({ type: 'token', text }),
      });
      send({ type: 'result', result });
    } catch (error) {
      // Refused before anything was sent (limits, budget, missing documents): a plain JSON error.
      if (!opened) throw error;
      if (!stop.signal.aborted) {
        const status = error instanceof HttpError ? error.statusCode : 500;
        const message =
          error instanceof HttpError ? error.message : 'Failed to get response. Please try again.';
        if (!(error instanceof HttpError)) request.log.error({ err: error }, 'ai stream failed');
        send({ type: 'error', status, message });
      }
    }
    out.end();
    return replySent;
  });
};
