import {
  endpoints,
  type LoginKind,
  loginKindForRole,
  otpTtlMs,
  type Role,
  roleForUserType,
  serverMessages,
} from '@hrportal/api-client/contract';
import { eq, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Account, findAccount } from '../auth/accounts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../auth/password';
import type { AuthSession } from '../auth/sessions';
import { type Executor, isUniqueViolation } from '../db/database';
import { type UserType, users } from '../db/schema';
import { forbidden, HttpError } from '../http/errors';
import { registerEndpoint } from '../http/route';
import type { ServerServices } from '../services';
import type { RoutePlugin } from './plugin';

const userTypeForLoginKind: Record<LoginKind, UserType> = {
  management: 'management',
  recruiter: 'recruiter',
  leadership: 'leadership',
};

function clientMeta(request: FastifyRequest) {
  return { userAgent: request.headers['user-agent'], ip: request.ip };
}

/**
 * The auth endpoints of SPEC §7 "Login": role logins (the account type must match the login),
 * the role-less login, logout, session, signup (unverified until a manager verifies), one-time
 * signup (email proven by OTP), change password and OTP reset (both revoke every session of the
 * user). Login, signup and OTP calls are rate limited by IP + username/email.
 */
export const authRoutes: RoutePlugin = async (api, { services }) => {
  const { db, sessions, otp, mailer, config } = services;

  /**
   * The account `identifier` names: the one the route adapter already read for the rate limit
   * (`null`: none by that name), else read here (`undefined`: the adapter read none).
   */
  async function accountFor(account: Account | null | undefined, identifier: string) {
    return account === undefined ? findAccount(db, identifier) : (account ?? undefined);
  }

  /** A login. The session and its audit row are one statement. */
  async function signIn(
    request: FastifyRequest,
    identifier: string,
    password: string,
    account: Account | null | undefined,
    kind?: LoginKind,
  ) {
    const user = await accountFor(account, identifier);
    // Unknown users are checked against a dummy hash, so both paths take the same time.
    const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
    if (!user || !valid) throw new HttpError(401, serverMessages.invalidCredentials);
    if (kind && user.userType !== userTypeForLoginKind[kind]) {
      throw new HttpError(403, serverMessages.wrongLoginKind);
    }
    if (!user.isActive) throw new HttpError(403, serverMessages.accountDeactivated);
    if (!user.isVerified) throw new HttpError(403, serverMessages.accountNotVerified);
    const { token } = await sessions.create(user.id, clientMeta(request));
    const role: Role = roleForUserType[user.userType];
    request.log.info({ userId: user.id, role }, 'signed in');
    return {
      status: 'success' as const,
      message: serverMessages.loggedIn,
      email: user.email ?? '',
      user_id: user.id,
      name: user.name,
      peer_status: user.isPeerReviewer,
      session_token: token,
      user_name: user.username,
      user_type: user.userType,
      role,
      avatar_present: user.avatarMime !== null,
      expires_at: new Date(config.now().getTime() + config.session.absoluteMs).toISOString(),
      idle_timeout_ms: services.settings.idleMs,
    };
  }

  const roleLogins = [
    [endpoints.loginManagement, 'management'],
    [endpoints.loginRecruiter, 'recruiter'],
    [endpoints.loginLeadership, 'leadership'],
  ] as const;
  for (const [endpoint, kind] of roleLogins) {
    registerEndpoint(
      api,
      services,
      endpoint,
      async ({ body, request, account }) => {
        if (loginKindForRole[body.role] !== kind)
          throw new HttpError(400, serverMessages.wrongLoginKind);
        return signIn(request, body.username, body.password, account, kind);
      },
      { rateLimit: 'login', ipRateLimit: 'loginPerIp' },
    );
  }

  registerEndpoint(
    api,
    services,
    endpoints.login,
    async ({ body, request, account }) => signIn(request, body.username, body.password, account),
    { rateLimit: 'login', ipRateLimit: 'loginPerIp' },
  );

  registerEndpoint(api, services, endpoints.logout, async ({ session }) => {
    // One statement: the revoke and its audit row (issue 24; was BEGIN, set_config, it, COMMIT).
    await sessions.revoke(session.sessionId);
    services.bus.emit('sessions_revoked', { userId: session.user.id });
    return { status: 'success', message: serverMessages.loggedOut };
  });

  registerEndpoint(api, services, endpoints.session, async ({ session }) => {
    const [row] = await db
      .select({ avatarPresent: sql<boolean>`${users.avatarMime} is not null` })
      .from(users)
      .where(eq(users.id, session.user.id));
    return {
      status: 'success',
      session: sessionInfo(session, Boolean(row?.avatarPresent), services),
    };
  });

  async function createAccount(
    executor: Executor,
    input: { username: string; name: string; email: string; password: string; user_type: UserType },
  ): Promise<number> {
    const existing = await executor
      .select({ username: users.username, email: users.email })
      .from(users)
      .where(
        or(
          sql`lower(${users.username}) = ${input.username.toLowerCase()}`,
          sql`lower(${users.email}) = ${input.email.toLowerCase()}`,
        ),
      );
    if (existing.some((u) => u.username.toLowerCase() === input.username.toLowerCase())) {
      throw new HttpError(409, serverMessages.usernameTaken);
    }
    if (existing.length) throw new HttpError(409, serverMessages.emailTaken);
    const passwordHash = await hashPassword(input.password);
    try {
      const [row] = await executor
        .insert(users)
        .values({
          username: input.username,
          name: input.name,
          email: input.email,
          userType: input.user_type,
          passwordHash,
          isVerified: false,
          createdAt: config.now(),
          updatedAt: config.now(),
        })
        .returning({ id: users.id });
      if (!row) throw new Error('user insert returned no row');
      return row.id;
    } catch (error) {
      // Two signups racing for the same name: the unique index decides.
      if (isUniqueViolation(error)) throw new HttpError(409, serverMessages.usernameTaken);
      throw error;
    }
  }

  registerEndpoint(
    api,
    services,
    endpoints.signup,
    async ({ body }) => {
      const userId = await db.transaction((tx) => createAccount(tx, body));
      return { status: 'success', message: serverMessages.signedUp, user_id: userId };
    },
    { rateLimit: 'login', ipRateLimit: 'signupPerIp' },
  );

  registerEndpoint(
    api,
    services,
    endpoints.signupOnetime,
    async ({ body }) => {
      // Counted before (and outside) the transaction: a refused request must not roll the try back.
      const checked = await otp.check({ email: body.email, purpose: 'signup' }, body.otp);
      if (!checked.ok) throw new HttpError(400, serverMessages.invalidOtp);
      const userId = await db.transaction(async (tx) => {
        if (!(await otp.consume(checked, tx))) throw new HttpError(400, serverMessages.invalidOtp);
        return createAccount(tx, body);
      });
      return { status: 'success', message: serverMessages.signedUp, user_id: userId };
    },
    { rateLimit: 'otp', ipRateLimit: 'signupPerIp' },
  );

  registerEndpoint(api, services, endpoints.changePassword, async ({ body, session }) => {
    if (body.user_id !== undefined && body.user_id !== session.user.id) throw forbidden();
    const [user] = await db.select().from(users).where(eq(users.id, session.user.id));
    if (!user) throw new HttpError(401);
    if (!(await verifyPassword(body.old_password, user.passwordHash))) {
      throw new HttpError(400, serverMessages.wrongCurrentPassword);
    }
    const passwordHash = await hashPassword(body.new_password);
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash, updatedAt: config.now() })
        .where(eq(users.id, user.id));
      await sessions.revokeAllForUser(user.id, tx);
    });
    services.bus.emit('sessions_revoked', { userId: user.id });
    return { status: 'success', message: serverMessages.passwordChanged };
  });

  registerEndpoint(
    api,
    services,
    endpoints.generateOtp,
    async ({ body, request, account }) => {
      const user = await accountFor(account, body.email);
      const known = user?.email?.toLowerCase() === body.email.toLowerCase();
      // The answer is the same whether or not an account exists (no account discovery).
      const send = body.purpose === 'reset' ? known && user?.isActive : !known;
      if (send) {
        const code = await otp.issue(
          { email: body.email, purpose: body.purpose },
          known ? user?.id : undefined,
        );
        const minutes = Math.round(otpTtlMs / 60_000);
        await mailer.send({
          to: body.email,
          subject:
            body.purpose === 'reset'
              ? 'Your HR Portal password reset code'
              : 'Your HR Portal sign-up code',
          text: `Your HR Portal one-time password is ${code}. It expires in ${minutes} minutes and works once.`,
        });
      } else {
        request.log.info({ purpose: body.purpose }, 'OTP not sent (no matching account state)');
      }
      return { status: 'success', message: serverMessages.otpSent };
    },
    { rateLimit: 'otp' },
  );

  registerEndpoint(
    api,
    services,
    endpoints.resetPassword,
    async ({ body, account }) => {
      const user = await accountFor(account, body.email);
      if (!user || user.email?.toLowerCase() !== body.email.toLowerCase()) {
        throw new HttpError(400, serverMessages.invalidOtp);
      }
      // Counted before (and outside) the transaction: a refused request must not roll the try back.
      const checked = await otp.check({ email: body.email, purpose: 'reset' }, body.otp);
      if (!checked.ok) throw new HttpError(400, serverMessages.invalidOtp);
      const passwordHash = await hashPassword(body.new_password);
      await db.transaction(async (tx) => {
        if (!(await otp.consume(checked, tx))) throw new HttpError(400, serverMessages.invalidOtp);
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: config.now() })
          .where(eq(users.id, user.id));
        await sessions.revokeAllForUser(user.id, tx);
      });
      services.bus.emit('sessions_revoked', { userId: user.id });
      return { status: 'success', message: serverMessages.passwordReset };
    },
    { rateLimit: 'otp' },
  );
};

/** The `SessionInfo` of the contract for a session. */
function sessionInfo(session: AuthSession, avatarPresent: boolean, services: ServerServices) {
  const { user } = session;
  const { absoluteMs } = services.config.session;
  const { idleMs } = services.settings;
  return {
    user_id: user.id,
    user_name: user.username,
    name: user.name,
    email: user.email ?? '',
    role: roleForUserType[user.userType],
    user_type: user.userType,
    peer_status: user.isPeerReviewer,
    avatar_present: avatarPresent,
    expires_at: new Date(session.createdAt.getTime() + absoluteMs).toISOString(),
    idle_expires_at: new Date(session.lastSeenAt.getTime() + idleMs).toISOString(),
  };
}
