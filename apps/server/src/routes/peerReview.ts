import {
  type AssignableCandidateStatus,
  endpoints,
  messages,
  type PeerAssignedProfile,
  serverMessages,
} from '@hrportal/api-client/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { assertOwnerOrManager, isManagerLike } from '../auth/guards';
import type { Executor } from '../db/database';
import { candidates, peerReviews, users } from '../db/schema';
import { forbidden, HttpError } from '../http/errors';
import { registerEndpoint } from '../http/route';
import { type CandidateListRow, selectCandidateRows, toWireCandidate } from './candidateRows';
import type { RoutePlugin } from './plugin';

type ReviewRow = typeof peerReviews.$inferSelect;

/** The wire shape of a peer-assigned profile: the candidate's fields plus the review's. */
function toProfile(
  candidate: CandidateListRow,
  review: ReviewRow,
  reviewer: string,
): PeerAssignedProfile {
  const c = toWireCandidate(candidate);
  return {
    id: c.id,
    job_id: c.job_id,
    name: c.name,
    mobile: c.mobile,
    email: c.email,
    client: c.client,
    current_company: c.current_company,
    position: c.position,
    profile: c.profile,
    skills: c.skills,
    recruiter: c.recruiter,
    management: c.management,
    ...(c.recruiter_name ? { recruiter_name: c.recruiter_name } : {}),
    ...(c.management_name ? { management_name: c.management_name } : {}),
    status: review.status,
    remarks: c.remarks,
    current_job_location: c.current_job_location,
    preferred_job_location: c.preferred_job_location,
    qualifications: c.qualifications,
    experience: c.experience,
    relevant_experience: c.relevant_experience,
    current_ctc: c.current_ctc,
    expected_ctc: c.expected_ctc,
    notice_period: c.notice_period,
    linkedin: c.linkedin,
    holding_offer: c.holding_offer,
    last_working_date: c.last_working_date,
    date_created: c.date_created,
    resume_present: c.resume_present,
    review_id: review.id,
    reviewer,
    submitted_status: (review.submittedStatus ?? c.status) as AssignableCandidateStatus,
    assigned_at: review.createdAt.toISOString(),
    decided_at: review.decidedAt ? review.decidedAt.toISOString() : null,
  };
}

/** The reviews of one reviewer with their candidates, newest first. */
async function profilesOf(executor: Executor, reviewerId: number, reviewer: string) {
  const rows = await selectCandidateRows(executor, { review: peerReviews })
    .innerJoin(peerReviews, eq(candidates.id, peerReviews.candidateId))
    .where(eq(peerReviews.reviewerId, reviewerId))
    .orderBy(desc(peerReviews.createdAt), desc(peerReviews.id))
    .limit(2000);
  return rows.map((row) => toProfile(row, row.review, reviewer));
}

/**
 * Peer review (SPEC §2 "Peer-assigned profiles", §4 "Peer review"): a reviewer's list, the
 * decision (only pending profiles; approving sets the candidate's status to the submitted status;
 * a second decision is refused with 409, so a double submit changes nothing) and the assignment
 * (sets PR-Pending). Only peer reviewers see and decide, and only the profiles assigned to them.
 */
export const peerReviewRoutes: RoutePlugin = async (api, { services }) => {
  const { db, liveFeed } = services;

  registerEndpoint(
    api,
    services,
    endpoints.candidatesPendingPeerApproval,
    async ({ body, session }) => {
      const { user } = session;
      if (body.recruiter.toLowerCase() !== user.username.toLowerCase()) throw forbidden();
      return {
        status: 'success' as const,
        candidates: await profilesOf(db, user.id, user.username),
      };
    },
  );

  registerEndpoint(api, services, endpoints.peerApproveCandidate, async ({ body, session }) => {
    const { user } = session;
    const result = await liveFeed.transaction(async (tx, publish) => {
      // Lock the review row: two decisions racing cannot both see it pending.
      const [review] = await tx
        .select()
        .from(peerReviews)
        .where(
          and(eq(peerReviews.candidateId, body.candidate_id), eq(peerReviews.reviewerId, user.id)),
        )
        .orderBy(desc(peerReviews.createdAt))
        .limit(1)
        .for('update');
      if (!review) throw new HttpError(404, serverMessages.candidateNotFound);
      if (review.status !== 'PR-Pending') {
        throw new HttpError(409, serverMessages.peerReviewAlreadyDecided);
      }
      const now = services.now();
      const [updated] = await tx
        .update(peerReviews)
        .set({
          status: body.status ?? 'PR-Pending',
          comment: body.comments ?? review.comment,
          decidedAt: body.status ? now : null,
        })
        .where(eq(peerReviews.id, review.id))
        .returning();
      if (!updated) throw new Error('peer review update returned no row');
      const [candidate] = await selectCandidateRows(tx)
        .where(eq(candidates.id, body.candidate_id))
        .limit(1);
      if (!candidate) throw new HttpError(404, serverMessages.candidateNotFound);
      const comments = { ...(candidate.comments ?? {}) };
      if (body.comments) {
        comments[user.name] = [
          ...(comments[user.name] ?? []),
          { comment: body.comments, timestamp: now.toISOString() },
        ];
      }
      const status =
        body.status === 'PR-Approved' && review.submittedStatus
          ? review.submittedStatus
          : candidate.status;
      await tx
        .update(candidates)
        .set({ status, comments, dataUpdatedDate: now })
        .where(eq(candidates.id, candidate.id));
      const audience = {
        userTypes: ['management' as const, 'leadership' as const],
        userIds: [candidate.userId ?? user.id, user.id],
      };
      await publish({
        type: 'peer_review_status_updated',
        payload: {
          candidateId: candidate.id,
          profileId: review.id,
          name: candidate.name,
          status: updated.status,
          updatedBy: user.name,
        },
        audience,
      });
      await publish({
        type: 'candidate_update',
        payload: { candidateId: candidate.id, name: candidate.name, status, updatedBy: user.name },
        audience,
      });
      const [fresh] = await selectCandidateRows(tx).where(eq(candidates.id, candidate.id)).limit(1);
      if (!fresh) throw new Error('candidate vanished inside its transaction');
      return {
        profile: toProfile(fresh, updated, user.username),
        candidate: toWireCandidate(fresh),
      };
    });
    return { status: 'success' as const, message: serverMessages.peerReviewUpdated, ...result };
  });

  registerEndpoint(api, services, endpoints.assignPeerReviewer, async ({ body, session }) => {
    const { user } = session;
    const profile = await liveFeed.transaction(async (tx, publish) => {
      const [candidate] = await selectCandidateRows(tx)
        .where(eq(candidates.id, body.candidate_id))
        .limit(1);
      if (!candidate) throw new HttpError(404, serverMessages.candidateNotFound);
      assertOwnerOrManager(user, candidate.userId);
      const [reviewer] = await tx
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = ${body.reviewer.toLowerCase()}`)
        .limit(1);
      if (!reviewer || !reviewer.isActive) throw new HttpError(404, messages.userNotFound);
      if (!reviewer.isPeerReviewer) throw new HttpError(400, serverMessages.notPeerReviewer);
      if (reviewer.id === candidate.userId && !isManagerLike(user)) {
        throw new HttpError(400, 'A recruiter cannot review their own candidate');
      }
      const [review] = await tx
        .insert(peerReviews)
        .values({
          candidateId: candidate.id,
          reviewerId: reviewer.id,
          assignedBy: user.id,
          status: 'PR-Pending',
          submittedStatus: body.submitted_status,
          comment: body.comment ?? null,
          createdAt: services.now(),
        })
        .returning();
      if (!review) throw new Error('peer review insert returned no row');
      const level = body.level === 2 ? 'peerReviewerLevel2' : 'peerReviewerLevel1';
      await tx
        .update(candidates)
        .set({ [level]: reviewer.username, dataUpdatedDate: services.now() })
        .where(eq(candidates.id, candidate.id));
      await publish({
        type: 'peer_review_assigned',
        payload: {
          candidateId: candidate.id,
          profileId: review.id,
          name: candidate.name,
          updatedBy: user.name,
        },
        audience: { userTypes: ['management', 'leadership'], userIds: [reviewer.id] },
      });
      return toProfile(candidate, review, reviewer.username);
    });
    return { status: 'success' as const, message: serverMessages.peerReviewAssigned, profile };
  });
};
