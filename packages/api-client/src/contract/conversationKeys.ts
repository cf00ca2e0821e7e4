/**
 * Conversation keys (no zod here, so clients can use them without the schema runtime):
 *
 * - `dm:<lowId>:<highId>` — direct messages between two users, lower user id first;
 * - `group:<groupId>` — a group.
 *
 * Sequence numbers (`seq`) count per conversation key; `sync_messages` maps keys to the highest
 * `seq` a client holds. Build keys with these helpers, never by hand.
 */

/**
 * The key of the direct conversation between two users (order of arguments does not matter).
 *
 * @example
 * ```ts
 * directConversationKey(17, 3); // 'dm:3:17'
 * ```
 */
export function directConversationKey(userA: number, userB: number): string {
  const [low, high] = userA < userB ? [userA, userB] : [userB, userA];
  return `dm:${low}:${high}`;
}

/**
 * The key of a group conversation.
 *
 * @example
 * ```ts
 * groupConversationKey(4); // 'group:4'
 * ```
 */
export function groupConversationKey(groupId: number): string {
  return `group:${groupId}`;
}

/** A parsed conversation key. @example `const p: ParsedConversationKey = { kind: 'group', groupId: 4 };` */
export type ParsedConversationKey =
  | { kind: 'dm'; userIds: [low: number, high: number] }
  | { kind: 'group'; groupId: number };

/**
 * Parses a conversation key; `null` when it is not one (wrong form, equal or unordered dm ids).
 *
 * @example
 * ```ts
 * parseConversationKey('dm:3:17'); // { kind: 'dm', userIds: [3, 17] }
 * parseConversationKey('dm:17:3'); // null
 * ```
 */
export function parseConversationKey(key: string): ParsedConversationKey | null {
  const dm = /^dm:([1-9]\d*):([1-9]\d*)$/.exec(key);
  if (dm) {
    const low = Number(dm[1]);
    const high = Number(dm[2]);
    return low < high && Number.isSafeInteger(high) ? { kind: 'dm', userIds: [low, high] } : null;
  }
  const group = /^group:([1-9]\d*)$/.exec(key);
  if (group) {
    const groupId = Number(group[1]);
    return Number.isSafeInteger(groupId) ? { kind: 'group', groupId } : null;
  }
  return null;
}
