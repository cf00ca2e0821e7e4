import {
  type ActiveUser,
  endpoints,
  messages,
  serverMessages,
} from '@hrportal/api-client/contract';
import { asc, eq } from 'drizzle-orm';
import type { SessionUser } from '../auth/sessions';
import type { Transaction } from '../db/database';
import { userAvatars, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { registerEndpoint, replySent } from '../http/route';
import { decodeBase64Upload, profileImageUpload, sendFile } from '../uploads/files';
import type { RoutePlugin } from './plugin';

type UserRow = typeof users.$inferSelect;

/** The wire shape of an account (never the password hash or the picture bytes). */
function toActiveUser(row: UserRow): ActiveUser {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    email: row.email ?? '',
    user_type: row.userType,
    is_verified: row.isVerified,
    is_active: row.isActive,
    is_peer_reviewer: row.isPeerReviewer,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The management hierarchy: only leadership may change a manager's or a leadership account; a
 * manager administers recruiters (and their own account, within the self-lockout rule).
 */
function assertMayChange(
  actor: SessionUser,
  target: { id: number; userType: UserRow['userType'] },
) {
  const senior = target.userType === 'management' || target.userType === 'leadership';
  if (senior && actor.userType !== 'leadership' && actor.id !== target.id) {
    throw new HttpError(403, serverMessages.onlyLeadershipChangesManagers);
  }
}

/**
 * The user directory and account administration (SPEC §6: only management — and leadership, who
 * may do what a manager may — verifies, disables, deactivates, deletes and changes the peer-reviewer
 * flag; only they list the directory) and profile pictures (anyone signed in reads; only the owner
 * changes their own). A manager cannot lock themself out through these calls. Deactivating or
 * disabling revokes the account's sessions.
 */
export const userRoutes: RoutePlugin = async (api, { services }) => {
  const { db, sessions } = services;

  registerEndpoint(api, services, endpoints.activeUsers, async ({ body }) => {
    const rows = await db.select().from(users).orderBy(asc(users.name), asc(users.id));
    const visible = rows.filter((u) => body.include_inactive || u.isActive);
    return {
      status: 'success' as const,
      active_users_manager: visible
        .filter((u) => u.userType === 'management' || u.userType === 'leadership')
        .map(toActiveUser),
      active_users_recruiter: visible.filter((u) => u.userType === 'recruiter').map(toActiveUser),
    };
  });

  /** Applies `change` to one user in a transaction; 404 `User not found`; refuses self-lockout. */
  async function changeUser(
    actor: SessionUser,
    target: { id: number } | { username: string },
    change: Partial<Pick<UserRow, 'isVerified' | 'isActive' | 'isPeerReviewer'>>,
  ) {
    const result = await db.transaction(async (tx: Transaction) => {
      const [row] = await tx
        .select()
        .from(users)
        .where('id' in target ? eq(users.id, target.id) : eq(users.username, target.username))
        .limit(1);
      if (!row) throw new HttpError(404, messages.userNotFound);
      assertMayChange(actor, row);
      const locksOut = change.isActive === false || change.isVerified === false;
      if (row.id === actor.id && locksOut)
        throw new HttpError(400, serverMessages.cannotChangeSelf);
      const [updated] = await tx
        .update(users)
        .set({ ...change, updatedAt: services.now() })
        .where(eq(users.id, row.id))
        .returning();
      if (!updated) throw new HttpError(404, messages.userNotFound);
      if (locksOut) await sessions.revokeAllForUser(row.id, tx);
      return {
        status: 'success' as const,
        message: serverMessages.userUpdated,
        user: toActiveUser(updated),
      };
    });
    if (change.isActive === false || change.isVerified === false)
      services.bus.emit('sessions_revoked', { userId: result.user.id });
    await services.liveFeed.publish({
      type: 'system_message',
      payload: { message: `Account ${result.user.username} updated`, eventType: 'user_updated' },
      audience: { userTypes: ['management', 'leadership'], userIds: [result.user.id] },
    });
    return result;
  }

  registerEndpoint(api, services, endpoints.disableUser, ({ body, session }) =>
    changeUser(session.user, { id: body.user_id }, { isVerified: body.user_status }),
  );
  registerEndpoint(api, services, endpoints.deactivateUser, ({ body, session }) =>
    changeUser(session.user, { id: body.user_id }, { isActive: body.user_status }),
  );
  registerEndpoint(api, services, endpoints.updatePeerReviewerStatus, ({ body, session }) =>
    changeUser(session.user, { id: body.user_id }, { isPeerReviewer: body.status }),
  );
  registerEndpoint(api, services, endpoints.updateUserStatus, ({ body, session }) => {
    const change =
      body.new_status === 'verified' || body.new_status === 'unverified'
        ? { isVerified: body.new_status === 'verified' }
        : { isActive: body.new_status === 'active' };
    return changeUser(session.user, { username: body.user_name }, change);
  });

  registerEndpoint(api, services, endpoints.deleteUser, async ({ body, session }) => {
    if (body.user_id === session.user.id) throw new HttpError(400, serverMessages.cannotChangeSelf);
    const deleted = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: users.id, userType: users.userType })
        .from(users)
        .where(eq(users.id, body.user_id));
      if (row) assertMayChange(session.user, row);
      return tx.delete(users).where(eq(users.id, body.user_id)).returning({ id: users.id });
    });
    if (!deleted.length) throw new HttpError(404, messages.userNotFound);
    services.bus.emit('sessions_revoked', { userId: body.user_id });
    await services.liveFeed.publish({
      type: 'system_message',
      payload: { message: 'An account was deleted', eventType: 'user_deleted' },
      audience: { userTypes: ['management', 'leadership'] },
    });
    return {
      status: 'success' as const,
      message: serverMessages.userDeleted,
      user_id: body.user_id,
    };
  });

  registerEndpoint(api, services, endpoints.userImage, async ({ params, reply }) => {
    const [row] = await db
      .select({ avatar: userAvatars.bytes, mime: users.avatarMime, username: users.username })
      .from(users)
      .leftJoin(userAvatars, eq(userAvatars.userId, users.id))
      .where(eq(users.id, params.userId))
      .limit(1);
    if (!row) throw new HttpError(404, messages.userNotFound);
    if (!row.avatar) throw new HttpError(404, serverMessages.noImage);
    const mime = row.mime ?? 'image/jpeg';
    sendFile(reply, {
      bytes: Buffer.from(row.avatar),
      filename: `${row.username}.${mime.split('/')[1] ?? 'jpg'}`,
      mime,
      disposition: 'inline',
    });
    return replySent;
  });

  registerEndpoint(api, services, endpoints.uploadUserImage, async ({ params, body, session }) => {
    if (params.userId !== session.user.id) throw new HttpError(403, serverMessages.forbidden);
    if (body.image_delete_status) {
      const [row] = await db
        .select({ mime: users.avatarMime })
        .from(users)
        .where(eq(users.id, params.userId));
      if (!row?.mime) throw new HttpError(404, messages.imageNoneToRemove);
      await db.transaction(async (tx) => {
        await tx.delete(userAvatars).where(eq(userAvatars.userId, params.userId));
        await tx.update(users).set({ avatarMime: null }).where(eq(users.id, params.userId));
      });
      return {
        status: 'success' as const,
        message: serverMessages.userUpdated,
        image_present: false,
      };
    }
    const image = decodeBase64Upload(body.image, profileImageUpload);
    await db.transaction(async (tx) => {
      await tx
        .insert(userAvatars)
        .values({ userId: params.userId, bytes: image.bytes })
        .onConflictDoUpdate({ target: userAvatars.userId, set: { bytes: image.bytes } });
      await tx
        .update(users)
        .set({ avatarMime: image.mime, updatedAt: services.now() })
        .where(eq(users.id, params.userId));
    });
    return { status: 'success' as const, message: serverMessages.userUpdated, image_present: true };
  });
};
