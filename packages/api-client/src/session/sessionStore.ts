import type { Role } from '../contract/vocabularies';

/**
 * The key-value storage the session lives in: `localStorage` / `sessionStorage` in browsers, or
 * anything with the same three methods (a file, a keychain adapter). Memory by default.
 *
 * @example
 * ```ts
 * createClient({ baseUrl, storage: window.localStorage });
 * ```
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * A storage that lives in memory (the default in Node: nothing is written to disk).
 *
 * @example
 * ```ts
 * const storage = createMemoryStorage();
 * storage.setItem('a', '1');
 * ```
 */
export function createMemoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, String(value));
    },
    removeItem: (key) => {
      map.delete(key);
    },
  };
}

/**
 * The signed-in user (SPEC §3 "Session") plus the bearer `token`. `userName` is the login name,
 * `name` the display name, `loginTime` an ISO instant.
 *
 * @example
 * ```ts
 * const session = client.session.get();
 * if (session?.userRole === 'manager') showAdmin();
 * ```
 */
export interface Session {
  isAuthenticated: true;
  userRole: Role;
  userName: string;
  name: string;
  userEmail: string;
  userId: number;
  peerStatus: boolean;
  avatar: string;
  loginTime: string;
  token: string;
}

/**
 * Storage keys of the session, named as the product stores them per user (SPEC §3), so a browser
 * that ran the old portal keeps its sign-in. `rememberedUsername` survives a logout.
 *
 * @example
 * ```ts
 * localStorage.getItem(sessionStorageKeys.token);
 * ```
 */
export const sessionStorageKeys = {
  token: 'authToken',
  userId: 'userId',
  userName: 'userName',
  name: 'name',
  userEmail: 'userEmail',
  userRole: 'userRole',
  peerStatus: 'peerStatus',
  avatar: 'userAvatar',
  loginTime: 'loginTime',
  recruiterTargets: 'recruiterTargets',
  rememberedUsername: 'rememberedUsername',
  issueImages: 'raise_issue_images',
} as const;

const clearedOnLogout = [
  sessionStorageKeys.token,
  sessionStorageKeys.userId,
  sessionStorageKeys.userName,
  sessionStorageKeys.name,
  sessionStorageKeys.userEmail,
  sessionStorageKeys.userRole,
  sessionStorageKeys.peerStatus,
  sessionStorageKeys.avatar,
  sessionStorageKeys.loginTime,
  sessionStorageKeys.recruiterTargets,
  sessionStorageKeys.issueImages,
] as const;

const roleValues: readonly string[] = ['manager', 'recruiter', 'leadership'];

/**
 * Reads and writes the {@link Session} on a {@link KeyValueStorage}; `subscribe` tells about
 * changes (sign-in, sign-out, 401).
 *
 * @example
 * ```ts
 * client.session.subscribe((s) => render(s));
 * ```
 */
export interface SessionStore {
  /** The stored session, or `null` when signed out or the stored values are incomplete. */
  get(): Session | null;
  /** The bearer token, or `null`. */
  token(): string | null;
  /** Stores a session (after a login). */
  set(session: Session): void;
  /** Removes the session keys (logout, 401); `rememberedUsername` stays. */
  clear(): void;
  /** Calls `listener` after each `set` / `clear`; returns the unsubscribe function. */
  subscribe(listener: (session: Session | null) => void): () => void;
}

/**
 * Creates a {@link SessionStore} over `storage`.
 *
 * @example
 * ```ts
 * const store = createSessionStore(createMemoryStorage());
 * ```
 */
export function createSessionStore(storage: KeyValueStorage): SessionStore {
  const listeners = new Set<(session: Session | null) => void>();
  const read = (key: string) => {
    try {
      return storage.getItem(key);
    } catch {
      return null;
    }
  };
  const store: SessionStore = {
    get() {
      const token = read(sessionStorageKeys.token);
      const userId = Number(read(sessionStorageKeys.userId));
      const userRole = read(sessionStorageKeys.userRole) ?? '';
      if (!token || !Number.isInteger(userId) || userId <= 0 || !roleValues.includes(userRole)) {
        return null;
      }
      return {
        isAuthenticated: true,
        token,
        userId,
        userRole: userRole as Role,
        userName: read(sessionStorageKeys.userName) ?? '',
        name: read(sessionStorageKeys.name) ?? '',
        userEmail: read(sessionStorageKeys.userEmail) ?? '',
        peerStatus: read(sessionStorageKeys.peerStatus) === 'true',
        avatar: read(sessionStorageKeys.avatar) ?? '',
        loginTime: read(sessionStorageKeys.loginTime) ?? '',
      };
    },
    token: () => read(sessionStorageKeys.token) || null,
    set(session) {
      storage.setItem(sessionStorageKeys.token, session.token);
      storage.setItem(sessionStorageKeys.userId, String(session.userId));
      storage.setItem(sessionStorageKeys.userName, session.userName);
      storage.setItem(sessionStorageKeys.name, session.name);
      storage.setItem(sessionStorageKeys.userEmail, session.userEmail);
      storage.setItem(sessionStorageKeys.userRole, session.userRole);
      storage.setItem(sessionStorageKeys.peerStatus, String(session.peerStatus));
      storage.setItem(sessionStorageKeys.avatar, session.avatar);
      storage.setItem(sessionStorageKeys.loginTime, session.loginTime);
      for (const listener of listeners) listener(session);
    },
    clear() {
      for (const key of clearedOnLogout) {
        try {
          storage.removeItem(key);
        } catch {
          // A storage that refuses (quota, private mode) must not keep the user signed in here.
        }
      }
      for (const listener of listeners) listener(null);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}
