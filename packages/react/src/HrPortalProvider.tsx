import {
  createClient,
  createMemoryStorage,
  dataStaleTimeMs,
  type HrPortalClient,
  isHrPortalError,
  type KeyValueStorage,
  type Session,
} from '@hrportal/api-client';
import {
  ThemeRoot,
  type ThemeRootProps,
  ToastProvider,
  toastDurations,
  useToast,
} from '@hrportal/ui';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  type ComponentType,
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import {
  clearCookies,
  clearPrefixed,
  defaultStorageKeyPrefix,
  namespacedStorage,
} from './hostStorage';
import {
  activityEvents,
  createInactivityTimer,
  createKeepAlive,
  type InactivityTimer,
} from './inactivity';
import type { SessionExpiredDialogProps } from './SessionExpiredDialog';

interface HrPortalContextValue {
  client: HrPortalClient;
  expired: boolean;
  /** Clears the session, every cache and stored value (logout, Continue to Login). */
  clearEverything: () => void;
  onSignedOut?: (reason: 'logout' | 'expired') => void;
  /** Our namespaced slice of the page's `localStorage` (memory where there is none). */
  storage: KeyValueStorage;
}

const HrPortalContext = createContext<HrPortalContextValue | null>(null);

/** Props of {@link HrPortalProvider}. */
export interface HrPortalProviderProps {
  /** An SDK client; or give `baseUrl` and the provider creates one. */
  client?: HrPortalClient;
  /** The API base URL (e.g. `/api`) when no `client` is given. */
  baseUrl?: string;
  /** Where the session lives when the provider creates the client. @default window.localStorage */
  storage?: KeyValueStorage;
  /**
   * The prefix of every key we write in the host's storage (`hrportal.authToken`, …), so a host's
   * own keys — its `userId`, its `authToken` — are never read, overwritten or cleared by us. `''`
   * writes the product's bare keys (SPEC §3): the portal, which owns its page, does that.
   * @default 'hrportal.'
   */
  storageKeyPrefix?: string;
  /**
   * Run the inactivity timeout (SPEC §4: 30 minutes without activity ends the session). Off by
   * default: in a host, session expiry is the host's call. When on, `onSessionExpired` is called;
   * without one, the Session Expired dialog shows (the portal's §4 behaviour).
   * @default false
   */
  sessionTimeout?: boolean;
  /** Called when `sessionTimeout` runs out; given, the provider shows no dialog of its own. */
  onSessionExpired?: () => void;
  /**
   * The app owns the whole page (the portal): logout and Continue to Login clear the page's whole
   * session storage and every cookie (SPEC §4). Off by default: in a host we clear exactly the
   * keys and cookies under `storageKeyPrefix`.
   * @default false
   */
  ownsPage?: boolean;
  /** Theme of the widgets (`light` | `dark`) and token overrides. */
  theme?: ThemeRootProps['theme'];
  tokens?: ThemeRootProps['tokens'];
  /** Quiet time before the session expires (with `sessionTimeout`). @default 30 minutes */
  inactivityTimeoutMs?: number;
  /** Called after a logout or Continue to Login, once everything is cleared (navigate to login). */
  onSignedOut?: (reason: 'logout' | 'expired') => void;
  /** A query client of the host; else one is created with the SDK's stale time. */
  queryClient?: QueryClient;
  children?: ReactNode;
}

/** Shows failed queries and mutations as toasts with the SDK's `userMessage`. */
function ErrorToasts({ queryClient }: { queryClient: QueryClient }) {
  const toast = useToast();
  useEffect(() => {
    const report = (error: unknown, silent: unknown) => {
      if (silent) return;
      const userMessage = isHrPortalError(error)
        ? error.userMessage
        : error instanceof Error
          ? error.message
          : String(error);
      const network = isHrPortalError(error) && error.kind !== 'http';
      toast.show({
        tone: 'critical',
        title: userMessage,
        timeout: network ? toastDurations.networkError : toastDurations.default,
      });
    };
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') {
        report(event.action.error, event.query.meta?.silentErrors);
      }
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') {
        report(event.action.error, event.mutation?.meta?.silentErrors);
      }
    });
    return () => {
      queries();
      mutations();
    };
  }, [queryClient, toast]);
  return null;
}

/**
 * What the stored session read last, per session store: reading it is ten storage reads and a
 * comparison, and useSyncExternalStore asks on every render of every component that uses the
 * session (issue 24: 4–8 ms per task under Lighthouse's 4× CPU). Read again only after the store's
 * own `set` / `clear` or a `storage` event (another tab signed in or out); the snapshot keeps its
 * identity while its values are the same.
 */
interface SessionSnapshot {
  key: string;
  session: Session | null;
  stale: boolean;
}
const snapshots = new WeakMap<HrPortalClient['session'], SessionSnapshot>();

function readSession(store: HrPortalClient['session']): Session | null {
  let last = snapshots.get(store);
  if (!last) {
    const entry: SessionSnapshot = { key: '', session: null, stale: true };
    // Never removed: it lives as long as the store, and marks the snapshot before any listener
    // of ours reads it again.
    store.subscribe(() => {
      entry.stale = true;
    });
    snapshots.set(store, entry);
    last = entry;
  }
  if (!last.stale) return last.session;
  const session = store.get();
  const key = session ? JSON.stringify(session) : '';
  if (key !== last.key) last.session = session;
  last.key = key;
  last.stale = false;
  return last.session;
}

/** Marks every snapshot stale: another tab (or the host) wrote the page's storage. */
function onStorageEvent(store: HrPortalClient['session']) {
  const last = snapshots.get(store);
  if (last) last.stale = true;
}

/** The stored session as a stable snapshot (see {@link readSession}). */
function useStoredSession(client: HrPortalClient): Session | null {
  const getSnapshot = useCallback(() => readSession(client.session), [client]);
  const subscribe = useCallback(
    (listener: () => void) => {
      const unsubscribe = client.session.subscribe(() => listener());
      const onStorage = () => {
        onStorageEvent(client.session);
        listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        unsubscribe();
        window.removeEventListener('storage', onStorage);
      };
    },
    [client],
  );
  return useSyncExternalStore(subscribe, getSnapshot, () => null);
}

const loadDialog = () =>
  import('./SessionExpiredDialog').then((m) => ({ default: m.SessionExpiredDialog }));
let LazyDialog: ComponentType<SessionExpiredDialogProps> | undefined;

/**
 * The Session Expired dialog, loaded on demand: a signed-out page (the login route) ships no
 * modal, dialog or focus-scope code; signed-in pages fetch it ahead (see SessionWatch).
 */
function ExpiredDialog(props: SessionExpiredDialogProps) {
  LazyDialog ??= lazy(loadDialog);
  return (
    <Suspense fallback={null}>
      <LazyDialog {...props} />
    </Suspense>
  );
}

/** Wires activity events to the timer while signed in; shows the dialog on expiry. */
function SessionWatch({
  timeoutMs,
  onExpired,
  expired,
  onContinue,
  dialog,
}: {
  timeoutMs?: number;
  onExpired: () => void;
  expired: boolean;
  onContinue: () => void;
  dialog: boolean;
}) {
  const { client } = useHrPortal();
  const session = useStoredSession(client);
  const signedIn = session !== null;
  const timer = useRef<InactivityTimer | null>(null);
  useEffect(() => {
    if (!signedIn || expired) return;
    const t = createInactivityTimer({
      onExpire: onExpired,
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
    });
    timer.current = t;
    const keepAlive = createKeepAlive({ ping: () => client.auth.current() });
    const onActivity = () => {
      t.activity();
      keepAlive.activity();
    };
    for (const type of activityEvents) {
      window.addEventListener(type, onActivity, { passive: true, capture: true });
    }
    return () => {
      t.stop();
      for (const type of activityEvents) window.removeEventListener(type, onActivity, true);
    };
  }, [client, signedIn, expired, timeoutMs, onExpired]);
  // Fetched once signed in, so expiry shows the dialog at once, even offline — when the page is
  // idle: evaluating its chunk (dialog, modal, focus scope) at mount lengthened the start-up's
  // tasks on a phone, and the dialog is wanted 30 minutes later at the soonest (issue 24).
  useEffect(() => {
    if (!dialog || !signedIn) return;
    if (typeof requestIdleCallback !== 'function') {
      const handle = setTimeout(() => void loadDialog(), 1000);
      return () => clearTimeout(handle);
    }
    const handle = requestIdleCallback(() => void loadDialog(), { timeout: 10_000 });
    return () => cancelIdleCallback(handle);
  }, [dialog, signedIn]);
  return dialog && expired ? <ExpiredDialog isOpen onContinue={onContinue} /> : null;
}

/**
 * The one thing a host app or an embedded widget needs: the SDK client, the session, the theme
 * root, toasts (failed calls show the SDK's `userMessage`) and a TanStack Query client with the
 * SDK's stale time. A good guest by default: our storage keys are namespaced
 * (`storageKeyPrefix`), logout clears only what we wrote, and there is no inactivity timeout unless
 * the host asks for one (`sessionTimeout`, `onSessionExpired`).
 *
 * @example
 * // In someone else's page:
 * <HrPortalProvider baseUrl="/api" onSignedOut={() => navigate('/login')}>
 *   <App />
 * </HrPortalProvider>
 * // The portal, its own host (SPEC §3 keys, §4 timeout dialog, clear everything on logout):
 * <HrPortalProvider baseUrl="/api" storageKeyPrefix="" sessionTimeout ownsPage onSignedOut={…} />
 */
export function HrPortalProvider({
  client: given,
  baseUrl,
  storage,
  theme,
  tokens,
  inactivityTimeoutMs,
  storageKeyPrefix = defaultStorageKeyPrefix,
  sessionTimeout = false,
  onSessionExpired,
  ownsPage = false,
  onSignedOut,
  queryClient: givenQueryClient,
  children,
}: HrPortalProviderProps) {
  const ownStorage = useMemo(() => {
    const store =
      storage ?? (typeof window !== 'undefined' ? window.localStorage : createMemoryStorage());
    return namespacedStorage(store, storageKeyPrefix);
  }, [storage, storageKeyPrefix]);
  const client = useMemo(() => {
    if (given) return given;
    if (!baseUrl) throw new Error('HrPortalProvider needs a client or a baseUrl');
    return createClient({ baseUrl, storage: ownStorage });
  }, [given, baseUrl, ownStorage]);
  const queryClient = useMemo(
    () =>
      givenQueryClient ??
      new QueryClient({
        queryCache: new QueryCache(),
        mutationCache: new MutationCache(),
        defaultOptions: {
          // The SDK retries transport failures itself (§9); a 4xx is final.
          queries: { staleTime: dataStaleTimeMs, retry: false, refetchOnWindowFocus: false },
          mutations: { retry: false },
        },
      }),
    [givenQueryClient],
  );
  const [expired, setExpired] = useState(false);
  const onSignedOutRef = useRef(onSignedOut);
  onSignedOutRef.current = onSignedOut;

  const clearEverything = useCallback(() => {
    client.session.clear();
    queryClient.clear();
    for (const api of [client.candidates, client.jobs, client.meetings] as const) {
      (api as { invalidate?: () => void }).invalidate?.();
    }
    if (typeof window === 'undefined') return;
    // The portal owns its page and clears it all (§4); a guest clears only what it wrote. A guest
    // with the bare-key prefix '' has no way to tell its keys from the host's: it clears none.
    const prefix = ownsPage ? '' : storageKeyPrefix;
    if (!ownsPage && !prefix) return;
    try {
      if (ownsPage) window.sessionStorage.clear();
      else clearPrefixed(window.sessionStorage, prefix);
    } catch {
      // Storage may be refused (privacy mode): nothing to clear then.
    }
    clearCookies(prefix);
  }, [client, queryClient, ownsPage, storageKeyPrefix]);

  const value = useMemo<HrPortalContextValue>(
    () => ({
      client,
      expired,
      clearEverything,
      onSignedOut: (reason) => onSignedOutRef.current?.(reason),
      storage: ownStorage,
    }),
    [client, expired, clearEverything, ownStorage],
  );
  const onSessionExpiredRef = useRef(onSessionExpired);
  onSessionExpiredRef.current = onSessionExpired;
  const onExpired = useCallback(() => {
    // The host decides what an expired session means in its page; the portal shows the dialog.
    if (onSessionExpiredRef.current) onSessionExpiredRef.current();
    else setExpired(true);
  }, []);
  const onContinue = useCallback(() => {
    clearEverything();
    setExpired(false);
    onSignedOutRef.current?.('expired');
  }, [clearEverything]);

  return (
    <HrPortalContext.Provider value={value}>
      <QueryClientProvider client={queryClient}>
        <ThemeRoot {...(theme ? { theme } : {})} {...(tokens ? { tokens } : {})}>
          <ToastProvider>
            <ErrorToasts queryClient={queryClient} />
            {sessionTimeout && (
              <SessionWatch
                {...(inactivityTimeoutMs === undefined ? {} : { timeoutMs: inactivityTimeoutMs })}
                onExpired={onExpired}
                expired={expired}
                onContinue={onContinue}
                dialog={!onSessionExpired}
              />
            )}
            {children}
          </ToastProvider>
        </ThemeRoot>
      </QueryClientProvider>
    </HrPortalContext.Provider>
  );
}

/** The provider's context; throws outside {@link HrPortalProvider}. @internal */
function useHrPortal(): HrPortalContextValue {
  const value = useContext(HrPortalContext);
  if (!value) throw new Error('This component needs an <HrPortalProvider> above it');
  return value;
}

/**
 * Our namespaced slice of the page's `localStorage` (keys under the provider's `storageKeyPrefix`),
 * for values a screen keeps across visits such as the remembered username or a table's density.
 * Outside a provider, a memory storage.
 *
 * @example
 * const storage = useHrPortalStorage();
 * storage.setItem(sessionStorageKeys.rememberedUsername, 'asha');
 */
export function useHrPortalStorage(): KeyValueStorage {
  // Outside a provider (a widget alone in a story) nothing is remembered beyond the page.
  return useContext(HrPortalContext)?.storage ?? pageMemory;
}

const pageMemory = createMemoryStorage();

/** The SDK client of the nearest {@link HrPortalProvider}. */
export function useClient(): HrPortalClient {
  return useHrPortal().client;
}

/** What {@link useSession} returns. */
export interface SessionState {
  /** The stored session, or `null` when signed out. */
  session: Session | null;
  isAuthenticated: boolean;
  role: Session['userRole'] | null;
  /** True while the Session Expired dialog shows. */
  expired: boolean;
  /** Signs in with a role's login; resolves to the session, rejects with an `HrPortalError`. */
  login: HrPortalClient['auth']['login'];
  /**
   * Signs out on the server, then clears the session and caches, and what we stored in the page
   * (only our keys and cookies; everything with `ownsPage`).
   */
  logout: () => Promise<void>;
}

/**
 * The session: who is signed in, login and logout. Re-renders when the session changes (login,
 * logout, a 401 anywhere).
 *
 * @example
 * const { session, login, logout } = useSession();
 */
export function useSession(): SessionState {
  const { client, expired, clearEverything, onSignedOut } = useHrPortal();
  const session = useStoredSession(client);
  const logout = useCallback(async () => {
    try {
      await client.auth.logout();
    } finally {
      clearEverything();
      onSignedOut?.('logout');
    }
  }, [client, clearEverything, onSignedOut]);
  return {
    session,
    isAuthenticated: session !== null,
    role: session?.userRole ?? null,
    expired,
    login: client.auth.login,
    logout,
  };
}
