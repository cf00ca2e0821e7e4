import {
  createClient,
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
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import {
  activityEvents,
  createInactivityTimer,
  createKeepAlive,
  type InactivityTimer,
} from './inactivity';
import { SessionExpiredDialog } from './SessionExpiredDialog';

interface HrPortalContextValue {
  client: HrPortalClient;
  expired: boolean;
  /** Clears the session, every cache and stored value (logout, Continue to Login). */
  clearEverything: () => void;
  onSignedOut?: (reason: 'logout' | 'expired') => void;
  storage?: KeyValueStorage;
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
  /** Theme of the widgets (`light` | `dark`) and token overrides. */
  theme?: ThemeRootProps['theme'];
  tokens?: ThemeRootProps['tokens'];
  /** Quiet time before the Session Expired dialog. @default 30 minutes */
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
 * The stored session as a stable snapshot: the store builds a new object on every read, so the
 * last one is kept while its values are the same (useSyncExternalStore needs that).
 */
function useStoredSession(client: HrPortalClient): Session | null {
  const last = useRef<{ key: string; session: Session | null }>({ key: '', session: null });
  const getSnapshot = useCallback(() => {
    const session = client.session.get();
    const key = session ? JSON.stringify(session) : '';
    if (key !== last.current.key) last.current = { key, session };
    return last.current.session;
  }, [client]);
  const subscribe = useCallback(
    (listener: () => void) => client.session.subscribe(() => listener()),
    [client],
  );
  return useSyncExternalStore(subscribe, getSnapshot, () => null);
}

/** Wires activity events to the timer while signed in; shows the dialog on expiry. */
function SessionWatch({
  timeoutMs,
  onExpired,
  expired,
  onContinue,
}: {
  timeoutMs?: number;
  onExpired: () => void;
  expired: boolean;
  onContinue: () => void;
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
  return <SessionExpiredDialog isOpen={expired} onContinue={onContinue} />;
}

/**
 * The one thing a host app or an embedded widget needs: the SDK client, the session (with the
 * 30-minute inactivity timer and the Session Expired dialog), the theme root, toasts (failed calls
 * show the SDK's `userMessage`) and a TanStack Query client with the SDK's stale time.
 *
 * @example
 * <HrPortalProvider baseUrl="/api" onSignedOut={() => navigate('/login')}>
 *   <App />
 * </HrPortalProvider>
 */
export function HrPortalProvider({
  client: given,
  baseUrl,
  storage,
  theme,
  tokens,
  inactivityTimeoutMs,
  onSignedOut,
  queryClient: givenQueryClient,
  children,
}: HrPortalProviderProps) {
  const client = useMemo(() => {
    if (given) return given;
    if (!baseUrl) throw new Error('HrPortalProvider needs a client or a baseUrl');
    const store = storage ?? (typeof window !== 'undefined' ? window.localStorage : undefined);
    return createClient({ baseUrl, ...(store ? { storage: store } : {}) });
  }, [given, baseUrl, storage]);
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
    if (typeof window !== 'undefined') {
      try {
        window.sessionStorage.clear();
      } catch {
        // Storage may be refused (privacy mode): nothing to clear then.
      }
      for (const cookie of document.cookie.split(';')) {
        const name = cookie.split('=')[0]?.trim();
        if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
      }
    }
  }, [client, queryClient]);

  const value = useMemo<HrPortalContextValue>(
    () => ({
      client,
      expired,
      clearEverything,
      onSignedOut: (reason) => onSignedOutRef.current?.(reason),
    }),
    [client, expired, clearEverything],
  );
  const onExpired = useCallback(() => setExpired(true), []);
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
            <SessionWatch
              {...(inactivityTimeoutMs === undefined ? {} : { timeoutMs: inactivityTimeoutMs })}
              onExpired={onExpired}
              expired={expired}
              onContinue={onContinue}
            />
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
  /** Signs out on the server, then clears the session, caches, cookies and session storage. */
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
