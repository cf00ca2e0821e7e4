import type { ActiveUser } from '../contract/users';
import type { UserType } from '../contract/vocabularies';

/**
 * An account of the directory (SPEC §3 "Active user"), camelCase, with the display name split
 * into `firstName` / `lastName` at the first space.
 *
 * @example
 * ```ts
 * const users: ActiveUserView[] = await client.users.listActive();
 * ```
 */
export interface ActiveUserView {
  id: number;
  username: string;
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  userType: UserType;
  isVerified: boolean;
  isActive: boolean;
  isPeerReviewer: boolean;
}

/**
 * Maps a server active user to {@link ActiveUserView}: the name is trimmed and split at the
 * first space (`'Asha Rao Menon'` → `'Asha'` + `'Rao Menon'`; one word → empty last name).
 *
 * @example
 * ```ts
 * activeUserFromServer(raw).lastName;
 * ```
 */
export function activeUserFromServer(raw: ActiveUser): ActiveUserView {
  const name = (raw.name ?? '').trim();
  const space = name.indexOf(' ');
  return {
    id: raw.id,
    username: raw.username,
    name,
    firstName: space === -1 ? name : name.slice(0, space),
    lastName: space === -1 ? '' : name.slice(space + 1).trim(),
    email: raw.email,
    userType: raw.user_type,
    isVerified: raw.is_verified === true,
    isActive: raw.is_active === true,
    isPeerReviewer: raw.is_peer_reviewer === true,
  };
}
