import type { KeyValueStorage } from '@hrportal/api-client';

/**
 * The key prefix our packages write under in a host's storage, so a host's own `userId` or
 * `authToken` is never ours to read, overwrite or delete.
 */
export const defaultStorageKeyPrefix = 'hrportal.';

/** A {@link KeyValueStorage} that keeps every key under `prefix` (`''` = the keys as they are). */
export function namespacedStorage(storage: KeyValueStorage, prefix: string): KeyValueStorage {
  if (!prefix) return storage;
  return {
    getItem: (key) => storage.getItem(prefix + key),
    setItem: (key, value) => storage.setItem(prefix + key, value),
    removeItem: (key) => storage.removeItem(prefix + key),
  };
}

/** Removes the keys of a Web Storage that start with `prefix`; the host's others stay. */
export function clearPrefixed(storage: Storage, prefix: string): void {
  const ours: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(prefix)) ours.push(key);
  }
  for (const key of ours) storage.removeItem(key);
}

/** Expires the cookies of the page whose names start with `prefix` (`''` = every cookie). */
export function clearCookies(prefix: string): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name?.startsWith(prefix)) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
  }
}
