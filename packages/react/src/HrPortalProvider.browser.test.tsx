import {
  createClient,
  createMemoryStorage,
  type HrPortalClient,
  type KeyValueStorage,
  sessionStorageKeys,
} from '@hrportal/api-client';
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { HrPortalProvider, type SessionState, useSession } from './HrPortalProvider';

/*
 * The session snapshot (issue 24): read from storage once, again only after the store's own
 * set/clear or a `storage` event (another tab) — not on every render of every session user.
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  localStorage.clear();
});

function storeSession(storage: KeyValueStorage) {
  storage.setItem(sessionStorageKeys.token, 't0k3n');
  storage.setItem(sessionStorageKeys.userId, '7');
  storage.setItem(sessionStorageKeys.userRole, 'manager');
  storage.setItem(sessionStorageKeys.userName, 'asha');
}

let bump: () => void = () => undefined;
function Probes({ view, count }: { view: { current?: SessionState }; count: number }) {
  const [, setTick] = useState(0);
  bump = () => setTick((n) => n + 1);
  const ids = Array.from({ length: count }, (_, i) => `probe-${i}`);
  return ids.map((id) => <Probe key={id} view={view} />);
}
function Probe({ view }: { view: { current?: SessionState } }) {
  view.current = useSession();
  return null;
}

async function mount(storage: KeyValueStorage, count = 1, client?: HrPortalClient) {
  const view: { current?: SessionState } = {};
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () =>
    root.render(
      <HrPortalProvider
        baseUrl="/api"
        storage={storage}
        storageKeyPrefix=""
        {...(client ? { client } : {})}
      >
        <Probes view={view} count={count} />
      </HrPortalProvider>,
    ),
  );
  cleanups.push(() => {
    act(() => root.unmount());
    host.remove();
  });
  return view;
}

describe('useSession snapshot', () => {
  it('reads the stored session once, not on every render of every component using it', async () => {
    const memory = createMemoryStorage();
    storeSession(memory);
    let reads = 0;
    const counting: KeyValueStorage = {
      getItem: (key) => {
        reads++;
        return memory.getItem(key);
      },
      setItem: (key, value) => memory.setItem(key, value),
      removeItem: (key) => memory.removeItem(key),
    };
    const view = await mount(counting, 20);
    expect(view.current?.session?.userName).toBe('asha');
    const afterMount = reads;
    for (let i = 0; i < 10; i++) await act(async () => bump());
    // Twenty components re-rendered ten times: no storage read at all.
    expect(reads - afterMount).toBe(0);
    // One full read of the session's keys for the whole page, not one per component.
    expect(afterMount).toBeLessThanOrEqual(3 * 9);
  });

  it('follows its own sign-out at once', async () => {
    const memory = createMemoryStorage();
    storeSession(memory);
    const client = createClient({ baseUrl: '/api', storage: memory });
    const view = await mount(memory, 1, client);
    expect(view.current?.isAuthenticated).toBe(true);
    // A 401 anywhere (the SDK's own clear) signs the page out.
    await act(async () => client.session.clear());
    expect(view.current?.isAuthenticated).toBe(false);
  });

  it('signs this tab out when another tab signs out (a storage event), with no render of ours', async () => {
    storeSession(localStorage);
    const view = await mount(localStorage);
    expect(view.current?.session?.userName).toBe('asha');
    // Another tab clears the keys; this tab hears only the storage event.
    await act(async () => {
      localStorage.removeItem(sessionStorageKeys.token);
      window.dispatchEvent(
        new StorageEvent('storage', { key: sessionStorageKeys.token, storageArea: localStorage }),
      );
    });
    expect(view.current?.isAuthenticated).toBe(false);
    // And signs in again when another tab does.
    await act(async () => {
      storeSession(localStorage);
      window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    });
    expect(view.current?.session?.userName).toBe('asha');
  });
});
