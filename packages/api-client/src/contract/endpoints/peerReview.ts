import * as z from 'zod';
import {
  AssignPeerReviewerRequest,
  Candidate,
  PeerApprovalListRequest,
  PeerApproveRequest,
  PeerAssignedProfile,
} from '../candidates';
import { dataResponse, mutationResponse } from '../primitives';
import { defineArea } from './define';

/**
 * Peer review: the reviewer queue, decisions and assignment (SPEC §7 "Data").
 *
 * @example
 * ```ts
 * peerReviewEndpoints.candidatesPendingPeerApproval.path; // '/candidates_pending_peer_approval'
 * ```
 */
export const peerReviewEndpoints = defineArea('peerReview', {
  /** The caller's pending (and decided) peer reviews. Peer reviewers only. */
  candidatesPendingPeerApproval: {
    method: 'POST',
    idempotent: true,
    path: '/candidates_pending_peer_approval',
    summary: 'Profiles assigned to the reviewer',
    peerReviewerOnly: true,
    objectAccess: ['assigned-review'],
    body: PeerApprovalListRequest,
    response: dataResponse({ candidates: z.array(PeerAssignedProfile) }),
  },
  /** Approve or reject (or comment on) a pending peer review. 409 once decided. */
  peerApproveCandidate: {
    method: 'POST',
    path: '/peer_approve_candidate',
    summary: 'Decide a pending peer review',
    peerReviewerOnly: true,
    objectAccess: ['assigned-review'],
    liveEvents: ['peer_review_status_updated', 'candidate_update'],
    body: PeerApproveRequest,
    response: mutationResponse({ profile: PeerAssignedProfile, candidate: Candidate }),
  },
  /** Assign a candidate to a peer reviewer (sets PR-Pending). */
  assignPeerReviewer: {
    method: 'POST',
    path: '/assign_peer_reviewer',
    summary: 'Assign a candidate to a peer reviewer',
    origin: 'ours',
    objectAccess: ['own-candidate'],
    liveEvents: ['peer_review_assigned'],
    body: AssignPeerReviewerRequest,
    response: mutationResponse({ profile: PeerAssignedProfile }),
  },
});
