import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { candidates, peerReviews } from '../db/schema';
import { forbidden } from '../http/errors';
import { isManagerLike } from './guards';
import type { SessionUser } from './sessions';

/** True when `user` has been assigned a peer review of candidate `candidateId` (any decision). */
async function reviewsCandidate(
  executor: Executor,
  user: SessionUser,
  candidateId: number,
): Promise<boolean> {
  if (!user.isPeerReviewer) return false;
  const [row] = await executor
    .select({ one: sql<number>`1` })
    .from(peerReviews)
    .where(and(eq(peerReviews.candidateId, candidateId), eq(peerReviews.reviewerId, user.id)))
    .limit(1);
  return row !== undefined;
}

/** True when `user` reviews a profile submitted for job `jobId`. */
export async function reviewsForJob(
  executor: Executor,
  user: SessionUser,
  jobId: number,
): Promise<boolean> {
  if (!user.isPeerReviewer) return false;
  const [row] = await executor
    .select({ one: sql<number>`1` })
    .from(peerReviews)
    .innerJoin(candidates, eq(candidates.id, peerReviews.candidateId))
    .where(and(eq(candidates.jobId, jobId), eq(peerReviews.reviewerId, user.id)))
    .limit(1);
  return row !== undefined;
}

/**
 * Who may read a candidate's documents (resume, additional files, their list): management and
 * leadership, the owning recruiter, and the peer reviewer the profile is assigned to (SPEC §2
 * "Peer-assigned profiles": the reviewer views the resume to decide). 403 for anyone else.
 */
export async function assertMayReadCandidateFiles(
  executor: Executor,
  user: SessionUser,
  candidate: { id: number; userId: number | null },
): Promise<void> {
  if (isManagerLike(user) || (candidate.userId !== null && candidate.userId === user.id)) return;
  if (await reviewsCandidate(executor, user, candidate.id)) return;
  throw forbidden();
}
