import type { PeerAssignedProfile } from '../contract/candidates';
import type { EndpointBody } from '../contract/endpoints';
import { type PeerReviewItem, peerReviewPriority } from '../mappers/peerReview';
import {
  type CallerFilled,
  type CallOptions,
  callers,
  type Answer as R,
  type ResourceContext,
  withCaller,
  withSignal,
} from './context';

/**
 * `client.peerReview`: the peer-assigned profiles table and decisions (SPEC §2, §7 "Data").
 *
 * @example
 * ```ts
 * const rows = await client.peerReview.pending('reviewer');
 * rows[0]?.priority; // 'High'
 * ```
 */
export interface PeerReviewApi {
  /** The reviewer's assigned profiles with their priority (`/candidates_pending_peer_approval`). */
  pending(reviewerUserName: string, options?: CallOptions): Promise<PeerReviewItem[]>;
  /** Approves, rejects or comments on a pending review (`/peer_approve_candidate`; 409 once decided). */
  decide(
    body: CallerFilled<EndpointBody<'peerApproveCandidate'>>,
    options?: CallOptions,
  ): R<'peerApproveCandidate'>;
  /** Assigns a candidate to a peer reviewer (`/assign_peer_reviewer`). */
  assign(body: EndpointBody<'assignPeerReviewer'>, options?: CallOptions): R<'assignPeerReviewer'>;
}

/** @internal */
export function createPeerReviewApi(ctx: ResourceContext): PeerReviewApi {
  const { http } = ctx;
  return {
    async pending(reviewerUserName, options) {
      const answer = await http.json<{ candidates?: PeerAssignedProfile[] }>(
        'candidatesPendingPeerApproval',
        { body: { recruiter: reviewerUserName }, ...withSignal(options) },
      );
      return (answer.candidates ?? []).map((profile) => ({
        ...profile,
        priority: peerReviewPriority(profile.status),
      }));
    },
    decide: withCaller(ctx, 'peerApproveCandidate', ['user_id']),
    assign: callers(http).body('assignPeerReviewer'),
  };
}
