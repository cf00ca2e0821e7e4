import { and, eq, inArray, sql } from 'drizzle-orm';
import { isManagerLike } from '../auth/guards';
import type { SessionUser } from '../auth/sessions';
import type { Executor } from '../db/database';
import { jobRecruiters, users } from '../db/schema';
import { forbidden, HttpError } from '../http/errors';

/** An active recruiter named by a request. */
interface ActiveRecruiter {
  id: number;
  username: string;
}

/**
 * The active recruiters the request names by username (any case, each once); 400 `Unknown or
 * inactive recruiter: …` naming, as typed, every name that is not one. The one lookup behind job
 * assignment, vendor assignment, candidate transfer and the bulk update.
 */
export async function activeRecruiters(
  executor: Executor,
  usernames: readonly string[],
): Promise<ActiveRecruiter[]> {
  const typed = new Map<string, string>();
  for (const name of usernames)
    if (!typed.has(name.toLowerCase())) typed.set(name.toLowerCase(), name);
  if (!typed.size) return [];
  const rows = await executor
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      and(
        inArray(sql`lower(${users.username})`, [...typed.keys()]),
        eq(users.userType, 'recruiter'),
        eq(users.isActive, true),
      ),
    );
  const found = new Set(rows.map((r) => r.username.toLowerCase()));
  const missing = [...typed].filter(([lower]) => !found.has(lower)).map(([, name]) => name);
  if (missing.length)
    throw new HttpError(400, `Unknown or inactive recruiter: ${missing.join(', ')}`);
  return rows;
}

/** The one active recruiter `username` names; 400 as {@link activeRecruiters} says. */
export async function activeRecruiter(
  executor: Executor,
  username: string,
): Promise<ActiveRecruiter> {
  const [row] = await activeRecruiters(executor, [username]);
  if (!row) throw new HttpError(400, `Unknown or inactive recruiter: ${username}`);
  return row;
}

/**
 * 403 unless `user` may work on job `jobId`: managers and leadership any job, a recruiter one
 * assigned to them. The caller has already found the job (404 is its own).
 */
export async function assertMayUseJob(
  executor: Executor,
  user: SessionUser,
  jobId: number,
): Promise<void> {
  if (isManagerLike(user)) return;
  const [assigned] = await executor
    .select({ jobId: jobRecruiters.jobId })
    .from(jobRecruiters)
    .where(and(eq(jobRecruiters.jobId, jobId), eq(jobRecruiters.userId, user.id)));
  if (!assigned) throw forbidden();
}
