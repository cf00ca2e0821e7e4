import { describe, expect, it } from 'vitest';
import { createMemoryStorage, type Session, sessionStorageKeys } from '../../src/index';
import { createSessionStore } from '../../src/session/sessionStore';

const session: Session = {
  isAuthenticated: true,
  userRole: 'leadership',
  userName: 'lead',
  name: 'Lata Dev',
  userEmail: 'lata@example.com',
  userId: 9,
  peerStatus: false,
  avatar: '',
  loginTime: '2025-03-01T10:00:00.000Z',
  token: 'tok-9',
};

describe('session store', () => {
  it('round-trips a session through the storage keys of the product', () => {
    const storage = createMemoryStorage();
    const store = createSessionStore(storage);
    store.set(session);
    expect(store.get()).toEqual(session);
    expect(storage.getItem(sessionStorageKeys.token)).toBe('tok-9');
    expect(storage.getItem('userId')).toBe('9');
    expect(storage.getItem('userAvatar')).toBe('');
  });

  it.each([
    ['no token', sessionStorageKeys.token],
    ['no user id', sessionStorageKeys.userId],
    ['no role', sessionStorageKeys.userRole],
  ])('reads as signed out with %s', (_what, key) => {
    const storage = createMemoryStorage();
    const store = createSessionStore(storage);
    store.set(session);
    storage.removeItem(key);
    expect(store.get()).toBeNull();
  });

  it('rejects a tampered role or user id', () => {
    const storage = createMemoryStorage();
    const store = createSessionStore(storage);
    store.set(session);
    storage.setItem(sessionStorageKeys.userRole, 'admin');
    expect(store.get()).toBeNull();
    storage.setItem(sessionStorageKeys.userRole, 'manager');
    storage.setItem(sessionStorageKeys.userId, '-1');
    expect(store.get()).toBeNull();
  });

  it('clear keeps the remembered username, tells subscribers, and survives a refusing storage', () => {
    const storage = createMemoryStorage();
    const store = createSessionStore(storage);
    const seen: Array<Session | null> = [];
    const unsubscribe = store.subscribe((s) => seen.push(s));
    store.set(session);
    storage.setItem(sessionStorageKeys.rememberedUsername, 'lead');
    store.clear();
    expect(store.get()).toBeNull();
    expect(storage.getItem(sessionStorageKeys.rememberedUsername)).toBe('lead');
    expect(seen).toEqual([session, null]);
    unsubscribe();
    store.set(session);
    expect(seen).toHaveLength(2);

    const refusing = createSessionStore({
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {},
      removeItem: () => {
        throw new Error('denied');
      },
    });
    expect(refusing.get()).toBeNull();
    expect(() => refusing.clear()).not.toThrow();
  });
});
