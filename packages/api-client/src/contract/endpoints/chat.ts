import * as z from 'zod';
import {
  ChatGroupsResponse,
  ChatHistoryQuery,
  ChatHistoryResponse,
  ChatUsersResponse,
  OnlineUsersResponse,
} from '../chat';
import { IdParam } from '../primitives';
import { defineArea } from './define';
import { userIdParams } from './params';

/**
 * Chat over HTTP: conversations, history, groups, presence (SPEC §7 "Chat HTTP", bearer token).
 *
 * @example
 * ```ts
 * chatEndpoints.chatUsersWithConversations.path; // '/chat/users-with-conversations/:userId'
 * ```
 */
export const chatEndpoints = defineArea('chat', {
  /** Active users with conversation info and unread counts. */
  chatUsersWithConversations: {
    method: 'GET',
    path: '/chat/users-with-conversations/:userId',
    summary: 'Chat directory with unread counts',
    objectAccess: ['self'],
    params: userIdParams,
    response: ChatUsersResponse,
  },
  /** Direct-message history between the caller and another user. */
  chatMessages: {
    method: 'GET',
    path: '/chat/messages/:userId/:otherUserId',
    summary: 'Direct-message history',
    objectAccess: ['self'],
    params: z.object({ userId: IdParam, otherUserId: IdParam }),
    query: ChatHistoryQuery,
    response: ChatHistoryResponse,
  },
  /** Group-message history. */
  chatGroupMessages: {
    method: 'GET',
    path: '/chat/group_messages/:groupId',
    summary: 'Group-message history',
    objectAccess: ['group-member'],
    params: z.object({ groupId: IdParam }),
    query: ChatHistoryQuery,
    response: ChatHistoryResponse,
  },
  /** The caller's groups with unread counts. */
  chatUserGroups: {
    method: 'GET',
    path: '/chat/user-groups/:userId',
    summary: "A user's chat groups",
    objectAccess: ['self'],
    params: userIdParams,
    response: ChatGroupsResponse,
  },
  /** Presence of every active user. */
  chatOnlineUsers: {
    method: 'GET',
    path: '/chat/online_users',
    summary: 'Presence of active users',
    response: OnlineUsersResponse,
  },
});
