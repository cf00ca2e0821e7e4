import type { EndpointBody, EndpointKey, EndpointResponse } from '../contract/endpoints';
import { loginKindForRole, type Role } from '../contract/vocabularies';
import { HrPortalError, isHrPortalError, requestOf } from '../errors/HrPortalError';
import { sdkMessages as messages } from '../errors/sdkMessages';
import type { Session } from '../session/sessionStore';
import { type CallOptions, callers, type ResourceContext, withSignal } from './context';

/**
 * Input of {@link AuthApi.login}. `role` picks the endpoint (`/login/management`,
 * `/login/recruiter`, `/login/leadership`).
 *
 * @example
 * ```ts
 * const input: LoginInput = { role: 'recruiter', username: 'asha', password: 'Demo@1234' };
 * ```
 */
export interface LoginInput {
  role: Role;
  username: string;
  password: string;
}

/**
 * `client.auth`: sign-in, sign-up and password calls (SPEC §5, §7 "Login"). A successful login
 * stores the {@link Session}; `logout` clears it.
 *
 * @example
 * ```ts
 * const session = await client.auth.login({ role: 'manager', username: 'meera', password });
 * ```
 */
export interface AuthApi {
  /**
   * Signs in with a role's endpoint and stores the session. Rejects with `'Role is required for
   * login'` (no call made) without a role, the server's message or `'Login failed'` on a refusal,
   * and `'Invalid response from server'` when the answer lacks `email`, `user_id` or the token.
   */
  login(input: LoginInput, options?: CallOptions): Promise<Session>;
  /** Role-less login by username or email (`POST /login`); same rules as {@link AuthApi.login}. */
  loginWithEmail(input: EndpointBody<'login'>, options?: CallOptions): Promise<Session>;
  /**
   * Ends the session on the server (best effort) and clears the stored session. A 401 here (the
   * session had already expired) does not call `onUnauthorized`.
   */
  logout(options?: CallOptions): Promise<void>;
  /** The server's view of the current session (`GET /session`); a 401 clears the stored one. */
  current(options?: CallOptions): Promise<EndpointResponse<'session'>>;
  /** Creates an account (unverified until a manager verifies it). */
  signup(body: EndpointBody<'signup'>, options?: CallOptions): Promise<EndpointResponse<'signup'>>;
  /** Creates an account with an emailed OTP (`/signup-onetime`). */
  signupOneTime(
    body: EndpointBody<'signupOnetime'>,
    options?: CallOptions,
  ): Promise<EndpointResponse<'signupOnetime'>>;
  /** Changes the caller's password (the server revokes their sessions). */
  changePassword(
    body: EndpointBody<'changePassword'>,
    options?: CallOptions,
  ): Promise<EndpointResponse<'changePassword'>>;
  /** Mails a one-time password. */
  generateOtp(
    body: EndpointBody<'generateOtp'>,
    options?: CallOptions,
  ): Promise<EndpointResponse<'generateOtp'>>;
  /** Resets a password with an OTP. */
  resetPassword(
    body: EndpointBody<'resetPassword'>,
    options?: CallOptions,
  ): Promise<EndpointResponse<'resetPassword'>>;
}

const loginRoutes = {
  management: 'loginManagement',
  recruiter: 'loginRecruiter',
  leadership: 'loginLeadership',
} as const satisfies Record<string, EndpointKey>;

const roleForUserTypeValue: Record<string, Role> = {
  management: 'manager',
  manager: 'manager',
  recruiter: 'recruiter',
  leadership: 'leadership',
};

/** The password as the client's `encodePassword` option wants it sent. */
const encode = async (ctx: ResourceContext, password: string) =>
  ctx.encodePassword ? await ctx.encodePassword(password) : password;

/** What a sign-in needs of the client: its transport (login routes at least) and session store. */
type SignInContext = Pick<ResourceContext, 'http' | 'session' | 'encodePassword'>;

/**
 * Calls a login endpoint and stores the session; a refusal in the server's words (§5). Shared by
 * `client.auth` and the small login client (`createLoginClient`), so both sign in alike.
 */
async function signIn(
  ctx: SignInContext,
  key: EndpointKey,
  body: Record<string, unknown>,
  role: Role | undefined,
  options?: CallOptions,
): Promise<Session> {
  let answer: Partial<EndpointResponse<'loginManagement'>>;
  try {
    answer = await ctx.http.json(key, { body, ...withSignal(options) });
  } catch (error) {
    if (isHrPortalError(error) && error.kind === 'http') {
      const told = error.message.startsWith('HTTP error! status:') ? undefined : error.message;
      throw new HrPortalError({
        status: error.status,
        kind: 'http',
        message:
          error.message === messages.invalidResponseFormat
            ? error.message
            : (told ?? messages.loginFailed),
        // A refused sign-in is a login error in the server's words ("Invalid username or
        // password"), not the catalogue's "Authentication failed. Please log in again." (§5:
        // the server message, else 'Login failed'); 429 and 5xx keep the catalogue text.
        userMessage:
          error.status >= 400 && error.status < 429 && error.status !== 408
            ? (told ?? messages.loginFailed)
            : error.userMessage,
        body: error.body,
        cause: error,
        ...requestOf(error),
      });
    }
    throw error;
  }
  if (
    !answer.email ||
    typeof answer.user_id !== 'number' ||
    typeof answer.session_token !== 'string' ||
    answer.session_token === ''
  ) {
    throw new HrPortalError({
      status: 200,
      kind: 'http',
      message: messages.invalidServerResponse,
      userMessage: messages.invalidServerResponse,
      body: answer,
    });
  }
  const session: Session = {
    isAuthenticated: true,
    token: answer.session_token,
    userId: answer.user_id,
    userRole:
      role ??
      answer.role ??
      roleForUserTypeValue[answer.user_type ?? ''] ??
      ('recruiter' satisfies Role),
    userName: answer.user_name ?? String(body.username ?? ''),
    name: answer.name ?? '',
    userEmail: answer.email,
    peerStatus: answer.peer_status === true,
    avatar: '',
    loginTime: new Date().toISOString(),
  };
  ctx.session.set(session);
  return session;
}

/**
 * Signs in with a role's endpoint (`/login/management`, `/login/recruiter`, `/login/leadership`):
 * {@link AuthApi.login}. @internal
 */
export async function loginWithRole(
  ctx: SignInContext,
  input: LoginInput,
  options?: CallOptions,
): Promise<Session> {
  const kind = input?.role ? loginKindForRole[input.role] : undefined;
  if (!kind) {
    throw new HrPortalError({
      status: 0,
      kind: 'http',
      message: messages.roleRequired,
      userMessage: messages.roleRequired,
    });
  }
  const body = {
    username: input.username,
    password: await encode(ctx, input.password),
    role: input.role,
  };
  return signIn(ctx, loginRoutes[kind], body, input.role, options);
}

/** @internal */
export function createAuthApi(ctx: ResourceContext): AuthApi {
  const c = callers(ctx.http);
  return {
    login: (input, options) => loginWithRole(ctx, input, options),
    async loginWithEmail(input, options) {
      const body = { ...input, password: await encode(ctx, input.password) };
      return signIn(ctx, 'login', body, undefined, options);
    },
    async logout(options) {
      try {
        if (ctx.session.token()) {
          await ctx.http.json('logout', { quietUnauthorized: true, ...withSignal(options) });
        }
      } catch {
        // The local sign-out must happen even when the server cannot be told.
      } finally {
        ctx.session.clear();
      }
    },
    current: c.plain('session'),
    signup: c.body('signup'),
    signupOneTime: c.body('signupOnetime'),
    changePassword: c.body('changePassword'),
    generateOtp: c.body('generateOtp'),
    resetPassword: c.body('resetPassword'),
  };
}
