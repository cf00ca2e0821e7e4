import * as z from 'zod';
import { Role, UserType } from '../enums';
import { dataResponse, Id, MessageResponse } from '../primitives';
import {
  ChangePasswordRequest,
  GenerateOtpRequest,
  GenericLoginRequest,
  LoginRequest,
  LoginResponse,
  OneTimeSignupRequest,
  ResetPasswordRequest,
  SignupRequest,
  SignupResponse,
} from '../users';
import { defineArea } from './define';

/**
 * The signed-in user as `GET /session` reports it (ours).
 *
 * @example
 * ```ts
 * SessionInfo.parse({ user_id: 1, user_name: 'manager', name: 'Meera Iyer', email: 'm@x.com', role: 'manager', user_type: 'management', peer_status: false, avatar_present: false, expires_at: '…', idle_expires_at: '…' });
 * ```
 */
export const SessionInfo = z.object({
  user_id: Id,
  user_name: z.string(),
  name: z.string(),
  email: z.string(),
  role: Role,
  user_type: UserType,
  peer_status: z.boolean(),
  avatar_present: z.boolean(),
  expires_at: z.iso.datetime({ offset: true }),
  idle_expires_at: z.iso.datetime({ offset: true }),
});
/** The signed-in user. @example `function who(s: SessionInfo) { return s.user_name; }` */
export type SessionInfo = z.infer<typeof SessionInfo>;

/**
 * Login, logout, session, signup, passwords and OTPs (SPEC §7 "Login").
 *
 * @example
 * ```ts
 * authEndpoints.loginManagement.path; // '/login/management'
 * ```
 */
export const authEndpoints = defineArea('auth', {
  /** Manager login (`role: 'manager'`, account type `management`). Rate limited. */
  loginManagement: {
    method: 'POST',
    path: '/login/management',
    summary: 'Sign in as a manager',
    access: 'public',
    rateLimited: true,
    body: LoginRequest,
    response: LoginResponse,
  },
  /** Recruiter login. Rate limited. */
  loginRecruiter: {
    method: 'POST',
    path: '/login/recruiter',
    summary: 'Sign in as a recruiter',
    access: 'public',
    rateLimited: true,
    body: LoginRequest,
    response: LoginResponse,
  },
  /** Leadership login. Rate limited. */
  loginLeadership: {
    method: 'POST',
    path: '/login/leadership',
    summary: 'Sign in as leadership',
    access: 'public',
    rateLimited: true,
    body: LoginRequest,
    response: LoginResponse,
  },
  /** Role-less login by username or email ("email share" login of §7). Rate limited. */
  login: {
    method: 'POST',
    path: '/login',
    summary: 'Sign in by username or email; the account type decides the role',
    access: 'public',
    rateLimited: true,
    body: GenericLoginRequest,
    response: LoginResponse,
  },
  /** End the session: the token is revoked, its sockets and streams end. */
  logout: {
    method: 'POST',
    path: '/logout',
    summary: 'Revoke the current session',
    origin: 'ours',
    response: MessageResponse,
  },
  /** The current session (restoring a session after a reload validates the stored token). */
  session: {
    method: 'GET',
    path: '/session',
    summary: 'The signed-in user and session expiry',
    origin: 'ours',
    response: dataResponse({ session: SessionInfo }),
  },
  /** Create an account (unverified until a manager verifies it). Rate limited. */
  signup: {
    method: 'POST',
    path: '/signup',
    summary: 'Create an account (starts unverified)',
    access: 'public',
    rateLimited: true,
    body: SignupRequest,
    response: SignupResponse,
  },
  /** Create an account proving the email with an OTP (`generate_otp` purpose `signup`). Rate limited. */
  signupOnetime: {
    method: 'POST',
    path: '/signup-onetime',
    summary: 'Create an account with an emailed one-time password',
    access: 'public',
    rateLimited: true,
    body: OneTimeSignupRequest,
    response: SignupResponse,
  },
  /** Change the caller's password; revokes all their sessions. */
  changePassword: {
    method: 'POST',
    path: '/change_password',
    summary: "Change the caller's password",
    objectAccess: ['self'],
    body: ChangePasswordRequest,
    response: MessageResponse,
  },
  /** Mail a 6-digit OTP (10 min, single use). Always success. Rate limited. */
  generateOtp: {
    method: 'POST',
    path: '/generate_otp',
    summary: 'Send a one-time password by email',
    access: 'public',
    rateLimited: true,
    body: GenerateOtpRequest,
    response: MessageResponse,
  },
  /** Reset a password with an OTP; revokes all sessions of the user. Rate limited. */
  resetPassword: {
    method: 'POST',
    path: '/reset_password',
    summary: 'Reset a password with a one-time password',
    access: 'public',
    rateLimited: true,
    body: ResetPasswordRequest,
    response: MessageResponse,
  },
});
