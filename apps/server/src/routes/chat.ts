import {
  directConversationKey,
  endpoints,
  groupConversationKey,
  serverMessages,
} from '@hrportal/api-client/contract';
import { forbidden, HttpError } from '../http/errors';
import { registerEndpoint } from '../http/route';
import type { RoutePlugin } from './plugin';

/**
 * Chat over HTTP (SPEC §7 "Chat HTTP", bearer token): users with their last message and unread
 * counts (from the database), direct and group history paged by sequence number, a user's groups,
 * who is online. A user reads only their own lists and conversations they are part of.
 */
export const chatRoutes: RoutePlugin = async (api, { services, presence }) => {
  const { chat } = services;
  const self = (sessionUserId: number, userId: number) => {
    if (sessionUserId !== userId) throw forbidden();
  };

  registerEndpoint(
    api,
    services,
    endpoints.chatUsersWithConversations,
    async ({ params, session }) => {
      self(session.user.id, params.userId);
      const [users, online] = await Promise.all([
        chat.usersWithConversations(params.userId),
        presence.onlineIds(),
      ]);
      return {
        status: 'success' as const,
        users: users.map((u) => ({
          ...u,
          isOnline: online.has(u.id),
          lastSeen: presence.lastSeen(u.id)?.toISOString() ?? null,
        })),
      };
    },
  );

  registerEndpoint(api, services, endpoints.chatMessages, async ({ params, query, session }) => {
    self(session.user.id, params.userId);
    if (params.userId === params.otherUserId)
      throw new HttpError(400, 'A conversation needs two different users');
    const key = directConversationKey(params.userId, params.otherUserId);
    return {
      status: 'success' as const,
      conversation_key: key,
      ...(await chat.history(key, query, session.user.id)),
    };
  });

  registerEndpoint(
    api,
    services,
    endpoints.chatGroupMessages,
    async ({ params, query, session }) => {
      const members = await chat.members(services.db, params.groupId);
      if (!members.includes(session.user.id))
        throw new HttpError(403, serverMessages.notGroupMember);
      const key = groupConversationKey(params.groupId);
      return {
        status: 'success' as const,
        conversation_key: key,
        ...(await chat.history(key, query, session.user.id)),
      };
    },
  );

  registerEndpoint(api, services, endpoints.chatUserGroups, async ({ params, session }) => {
    self(session.user.id, params.userId);
    return { status: 'success' as const, groups: await chat.groupsOf(params.userId) };
  });

  registerEndpoint(api, services, endpoints.chatOnlineUsers, async () => ({
    status: 'success' as const,
    users: await presence.onlineList(),
  }));
};
