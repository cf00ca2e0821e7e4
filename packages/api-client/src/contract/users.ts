import * as z from 'zod';
import { imageMaxBytes } from './constants';
import { Role, UserStatusValue, UserType } from './enums';
import { messages } from './messages';
import {
  base64File,
  Email,
  FileName,
  Id,
  IsoDateTime,
  NewPassword,
  requiredText,
  typeError,
} from './primitives';
import { roles } from './vocabularies';

/**
 * Body of `POST /login/{kind}` (SPEC §7 "Login"): `username`, `password` as typed (or as the SDK's
 * `encodePassword` hook made it for a legacy backend), and `role`. The server checks that the
 * account's type matches the login kind. A missing role is refused with `'Role is required for login'`.
 *
 * @example
 * ```ts
 * LoginRequest.parse({ username: 'manager', password: 'Demo@1234', role: 'manager' });
 * ```
 */
export const LoginRequest = z.object({
  username: requiredText('Username', 200),
  password: z
    .string({ error: typeError('Password is required') })
    .min(1, { error: 'Password is required' })
    .max(1000),
  role: z.enum(roles, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? messages.roleRequired
        : 'Role must be one of manager, recruiter, leadership',
  }),
});
/** Body of a login. @example `const b: LoginRequest = { username: 'u', password: 'p', role: 'recruiter' };` */
export type LoginRequest = z.infer<typeof LoginRequest>;

/**
 * Answer of a successful login (SPEC §3 "Login response: status, message, email, user_id, name,
 * peer_status, session_token"). Ours in addition: `user_name`, `user_type`, `role`, `avatar_present`,
 * `expires_at` (the absolute 12 h cap) and `idle_timeout_ms` (30 min sliding). The SDK treats a
 * missing `email` or `user_id` as `'Invalid response from server'`.
 *
 * @example
 * ```ts
 * const session = LoginResponse.parse(body);
 * ```
 */
export const LoginResponse = z.object({
  status: z.literal('success'),
  message: z.string(),
  email: z.string(),
  user_id: Id,
  name: z.string(),
  peer_status: z.boolean(),
  session_token: z.string().min(1),
  user_name: z.string().optional(),
  user_type: UserType.optional(),
  role: Role.optional(),
  avatar_present: z.boolean().optional(),
  expires_at: IsoDateTime.optional(),
  idle_timeout_ms: z.number().int().positive().optional(),
});
/** A login answer. @example `function token(r: LoginResponse) { return r.session_token; }` */
export type LoginResponse = z.infer<typeof LoginResponse>;

/**
 * Body of `POST /login` ("email share" login of SPEC §7): sign in by username or email without
 * choosing a role; the account's type decides the role. Answered with {@link LoginResponse}.
 *
 * @example
 * ```ts
 * GenericLoginRequest.parse({ username: 'asha@example.com', password: 'Demo@1234' });
 * ```
 */
export const GenericLoginRequest = z.object({
  username: requiredText('Username or email', 200),
  password: z
    .string({ error: typeError('Password is required') })
    .min(1, { error: 'Password is required' }),
});
/** Body of the role-less login. @example `const b: GenericLoginRequest = { username: 'u', password: 'p' };` */
export type GenericLoginRequest = z.infer<typeof GenericLoginRequest>;

/**
 * Body of `POST /signup`. New accounts start unverified (a manager verifies them before they can
 * sign in). Usernames: 3–50 of letters, digits, `.`, `_`, `-`.
 *
 * @example
 * ```ts
 * SignupRequest.parse({ username: 'asha', name: 'Asha Rao', email: 'asha@example.com', password: 'Secret@123', user_type: 'recruiter' });
 * ```
 */
export const SignupRequest = z.object({
  username: z
    .string({ error: typeError('Username is required') })
    .trim()
    .regex(/^[A-Za-z0-9._-]{3,50}$/, {
      error: 'Username must be 3-50 letters, digits, dots, dashes or underscores',
    }),
  name: requiredText('Name', 200),
  email: Email,
  password: NewPassword,
  user_type: UserType,
});
/** Body of signup. @example `const b: SignupRequest = { username: 'a', name: 'A', email: 'a@x.com', password: 'Secret@123', user_type: 'recruiter' };` */
export type SignupRequest = z.infer<typeof SignupRequest>;

/**
 * Body of `POST /signup-onetime`: signup that proves the email first — the OTP from
 * `POST /generate_otp` with `purpose: 'signup'` (ours: SPEC names the call only). Still unverified
 * until a manager verifies it.
 *
 * @example
 * ```ts
 * OneTimeSignupRequest.parse({ ...signup, otp: '123456' });
 * ```
 */
export const OneTimeSignupRequest = SignupRequest.extend({
  otp: z.string().regex(/^\d{6}$/, { error: 'OTP must be 6 digits' }),
});
/** Body of one-time signup. @example `const b: OneTimeSignupRequest = { ...signup, otp: '123456' };` */
export type OneTimeSignupRequest = z.infer<typeof OneTimeSignupRequest>;

/**
 * Answer of both signups.
 *
 * @example
 * ```ts
 * SignupResponse.parse({ status: 'success', message: 'Account created…', user_id: 7 });
 * ```
 */
export const SignupResponse = z.object({
  status: z.literal('success'),
  message: z.string(),
  user_id: Id,
});
/** Signup answer. @example `function id(r: SignupResponse) { return r.user_id; }` */
export type SignupResponse = z.infer<typeof SignupResponse>;

/**
 * Body of `POST /change_password` (signed in). Revokes every session of the user, the current one
 * included: sign in again.
 *
 * @example
 * ```ts
 * ChangePasswordRequest.parse({ user_id: 3, old_password: 'Demo@1234', new_password: 'Better@5678' });
 * ```
 */
export const ChangePasswordRequest = z
  .object({
    user_id: Id.optional(),
    old_password: z
      .string({ error: typeError('Current password is required') })
      .min(1, { error: 'Current password is required' }),
    new_password: NewPassword,
  })
  .refine((body) => body.old_password !== body.new_password, {
    error: 'New password must differ from the current password',
    path: ['new_password'],
  });
/** Body of change password. @example `const b: ChangePasswordRequest = { old_password: 'a', new_password: 'Better@5678' };` */
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/**
 * Body of `POST /generate_otp`: a 6-digit OTP (10 minutes, single use) mailed to `email`. Always
 * answers success (`serverMessages.otpSent`) so accounts cannot be probed; rate limited.
 *
 * @example
 * ```ts
 * GenerateOtpRequest.parse({ email: 'asha@example.com' });
 * ```
 */
export const GenerateOtpRequest = z.object({
  email: Email,
  purpose: z.enum(['reset', 'signup']).default('reset'),
});
/** Body of generate OTP. @example `const b: GenerateOtpRequest = { email: 'a@x.com' };` */
export type GenerateOtpRequest = z.input<typeof GenerateOtpRequest>;

/**
 * Body of `POST /reset_password`: email, the OTP and the new password. A wrong or expired OTP →
 * 400 `serverMessages.invalidOtp`. Revokes every session of the user.
 *
 * @example
 * ```ts
 * ResetPasswordRequest.parse({ email: 'asha@example.com', otp: '123456', new_password: 'Better@5678' });
 * ```
 */
export const ResetPasswordRequest = z.object({
  email: Email,
  otp: z.string().regex(/^\d{6}$/, { error: 'OTP must be 6 digits' }),
  new_password: NewPassword,
});
/** Body of reset password. @example `const b: ResetPasswordRequest = { email: 'a@x.com', otp: '123456', new_password: 'Better@5678' };` */
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

/**
 * An account in the admin directory, server shape (SPEC §3 "Active user"; the SDK's
 * `activeUserFromServer` splits `name` at the first space into first and last name).
 *
 * @example
 * ```ts
 * ActiveUser.parse({ id: 3, username: 'asha', name: 'Asha Rao', email: 'asha@example.com', user_type: 'recruiter', is_verified: true, is_active: true, is_peer_reviewer: false, created_at: '2025-01-01T00:00:00Z' });
 * ```
 */
export const ActiveUser = z.object({
  id: Id,
  username: z.string(),
  name: z.string(),
  email: z.string(),
  user_type: UserType,
  is_verified: z.boolean(),
  is_active: z.boolean(),
  is_peer_reviewer: z.boolean(),
  created_at: IsoDateTime,
});
/** A directory account. @example `function n(u: ActiveUser) { return u.username; }` */
export type ActiveUser = z.infer<typeof ActiveUser>;

/**
 * Body of `POST /active_users` (managers and leadership only). `include_inactive` (ours, default
 * true) keeps deactivated accounts in the lists so they can be re-activated.
 *
 * @example
 * ```ts
 * ActiveUsersRequest.parse({ user_id: 1 });
 * ```
 */
export const ActiveUsersRequest = z.object({
  user_id: Id.optional(),
  include_inactive: z.boolean().default(true),
});
/** Body of active users. @example `const b: ActiveUsersRequest = {};` */
export type ActiveUsersRequest = z.input<typeof ActiveUsersRequest>;

/**
 * Answer of `POST /active_users` (SPEC §7: `active_users_manager` and `active_users_recruiter`).
 * Leadership accounts are listed under `active_users_manager`.
 *
 * @example
 * ```ts
 * const { active_users_recruiter } = ActiveUsersResponse.parse(body);
 * ```
 */
export const ActiveUsersResponse = z.object({
  status: z.literal('success'),
  active_users_manager: z.array(ActiveUser),
  active_users_recruiter: z.array(ActiveUser),
});
/** Active users answer. @example `function all(r: ActiveUsersResponse) { return [...r.active_users_manager, ...r.active_users_recruiter]; }` */
export type ActiveUsersResponse = z.infer<typeof ActiveUsersResponse>;

/**
 * Body of `POST /disable_user` (SPEC §3 "disable user {user_id, user_name, user_status}"):
 * `user_status` is the new verification state — `true` verifies, `false` disables (the account
 * cannot sign in). Management only. Unknown user → 404 `'User not found'`.
 *
 * @example
 * ```ts
 * DisableUserRequest.parse({ user_id: 7, user_name: 'asha', user_status: true });
 * ```
 */
export const DisableUserRequest = z.object({
  user_id: Id,
  user_name: z.string(),
  user_status: z.boolean({ error: typeError(messages.invalidStatusType) }),
});
/** Body of verify/disable. @example `const b: DisableUserRequest = { user_id: 1, user_name: 'a', user_status: false };` */
export type DisableUserRequest = z.infer<typeof DisableUserRequest>;

/**
 * Body of `POST /deactivate_user` (SPEC §3 "deactivate user {user_id, user_name, user_status,
 * deactivated_name}"): `user_status` is the new active state (`false` deactivates; sessions are
 * revoked); `deactivated_name` is the acting manager's name, kept for the audit trail.
 *
 * @example
 * ```ts
 * DeactivateUserRequest.parse({ user_id: 7, user_name: 'asha', user_status: false, deactivated_name: 'Meera Iyer' });
 * ```
 */
export const DeactivateUserRequest = z.object({
  user_id: Id,
  user_name: z.string(),
  user_status: z.boolean({ error: typeError(messages.invalidStatusType) }),
  deactivated_name: z.string(),
});
/** Body of activate/deactivate. @example `const b: DeactivateUserRequest = { user_id: 1, user_name: 'a', user_status: false, deactivated_name: 'M' };` */
export type DeactivateUserRequest = z.infer<typeof DeactivateUserRequest>;

/**
 * Body of `POST /update_peer_reviewer_status` (SPEC §3 "peer reviewer status {user_id, status}"):
 * `status` is the new peer-reviewer flag. Unknown user → 404 `'User not found'`.
 *
 * @example
 * ```ts
 * PeerReviewerStatusRequest.parse({ user_id: 7, status: true });
 * ```
 */
export const PeerReviewerStatusRequest = z.object({
  user_id: Id,
  status: z.boolean({ error: typeError(messages.invalidStatusType) }),
});
/** Body of peer-reviewer flag. @example `const b: PeerReviewerStatusRequest = { user_id: 1, status: true };` */
export type PeerReviewerStatusRequest = z.infer<typeof PeerReviewerStatusRequest>;

/**
 * Body of `POST /delete_user` (SPEC §3 "delete user {user_id, deleted_by}"): `deleted_by` is the
 * acting manager's username. A user's own account cannot be deleted this way.
 *
 * @example
 * ```ts
 * DeleteUserRequest.parse({ user_id: 7, deleted_by: 'manager' });
 * ```
 */
export const DeleteUserRequest = z.object({ user_id: Id, deleted_by: z.string() });
/** Body of delete user. @example `const b: DeleteUserRequest = { user_id: 1, deleted_by: 'm' };` */
export type DeleteUserRequest = z.infer<typeof DeleteUserRequest>;

/**
 * Body of `POST /update_user_status` (SPEC §3 "user status {user_name, new_status}"; the path is
 * ours). `new_status` outside `verified | unverified | active | inactive` → 400 `'Invalid status type'`.
 *
 * @example
 * ```ts
 * UserStatusRequest.parse({ user_name: 'asha', new_status: 'verified' });
 * ```
 */
export const UserStatusRequest = z.object({
  user_name: requiredText('User name', 100),
  new_status: UserStatusValue,
});
/** Body of user status. @example `const b: UserStatusRequest = { user_name: 'a', new_status: 'active' };` */
export type UserStatusRequest = z.infer<typeof UserStatusRequest>;

/**
 * Answer of the user admin calls: the account as it is now.
 *
 * @example
 * ```ts
 * UserMutationResponse.parse({ status: 'success', message: 'User updated successfully', user: account });
 * ```
 */
export const UserMutationResponse = z.object({
  status: z.literal('success'),
  message: z.string(),
  user: ActiveUser,
});
/** A user admin answer. @example `function u(r: UserMutationResponse) { return r.user; }` */
export type UserMutationResponse = z.infer<typeof UserMutationResponse>;

/**
 * Body of `POST /upload_user_image/{userId}` (SPEC §3 "user image upload {image (base64 without
 * prefix), filename, image_delete_status (true when empty)}"). Saving sends the JPEG;
 * removing sends `image: ''`, `filename: ''`, `image_delete_status: true`. Images ≤ 5 MB, JPEG,
 * PNG, GIF or WebP (checked by magic bytes). A user changes only their own picture.
 *
 * @example
 * ```ts
 * UserImageUploadRequest.parse({ image: '/9j/4AAQ', filename: 'avatar.jpg', image_delete_status: false });
 * UserImageUploadRequest.parse({ image: '', filename: '', image_delete_status: true });
 * ```
 */
export const UserImageUploadRequest = z.union([
  z.object({
    image: base64File(imageMaxBytes, 'Image'),
    filename: FileName,
    image_delete_status: z.literal(false),
  }),
  z.object({
    image: z.literal(''),
    filename: z.literal(''),
    image_delete_status: z.literal(true),
  }),
]);
/** Body of user image upload or removal. @example `const b: UserImageUploadRequest = { image: '', filename: '', image_delete_status: true };` */
export type UserImageUploadRequest = z.infer<typeof UserImageUploadRequest>;
