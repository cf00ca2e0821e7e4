import type { PeerAssignedProfile } from '../contract/candidates';

/**
 * Review priority shown in the peer-assigned table (SPEC §3, §9 "High, Medium, Low").
 *
 * @example
 * ```ts
 * const p: PeerReviewPriority = 'High';
 * ```
 */
export type PeerReviewPriority = 'High' | 'Medium' | 'Low';

/**
 * Priority of a peer-assigned profile from its status (SPEC §3): a status containing `Reject` →
 * `Low`, containing `Pending` → `High`, anything else → `Medium`. Case-insensitive; `Reject` wins
 * when both appear.
 *
 * @example
 * ```ts
 * peerReviewPriority('PR-Pending'); // 'High'
 * peerReviewPriority('PR-Rejected'); // 'Low'
 * peerReviewPriority('PR-Approved'); // 'Medium'
 * ```
 */
export function peerReviewPriority(status: string | null | undefined): PeerReviewPriority {
  const value = (status ?? '').toLowerCase();
  if (value.includes('reject')) return 'Low';
  if (value.includes('pending')) return 'High';
  return 'Medium';
}

/**
 * A peer-assigned profile with its derived {@link PeerReviewPriority}.
 *
 * @example
 * ```ts
 * const rows: PeerReviewItem[] = await client.peerReview.pending('reviewer');
 * ```
 */
export type PeerReviewItem = PeerAssignedProfile & { priority: PeerReviewPriority };
