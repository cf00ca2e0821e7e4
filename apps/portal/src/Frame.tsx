import type { AiAssistantProps } from '@hrportal/ai-assistant';
import type { LiveEvent } from '@hrportal/api-client/contract';
import { type LiveDots, noLiveDots, useLiveFeed, useSession } from '@hrportal/react';
import {
  AppFrame,
  ChatToggle,
  ProfilePictureDialog,
  useProfilePicture,
  useSplashShowing,
} from '@hrportal/shell';
import { toastDurations, useToast } from '@hrportal/ui';
import { useQueryClient } from '@tanstack/react-query';
import {
  lazy,
  type RefObject,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import type { AssistantJdState } from './features/jobs/form/jobDraft';
import { noBox } from './portal.css';

const LazyChat = lazy(() => import('@hrportal/chat').then((m) => ({ default: m.ChatWidget })));
// The assistant with the stored-document picker (react-aria's ComboBox, already in the portal).
const LazyAssistant = lazy(() =>
  import('@hrportal/ai-assistant').then((m) => ({
    default: (props: Omit<AiAssistantProps, 'picker'>) => (
      <m.AiAssistant {...props} picker={m.StoredDocumentPicker} />
    ),
  })),
);

/**
 * Mounted beside the chat when its chunk arrives: the toggle shown while the chunk loaded was
 * removed with it, and if the keyboard was on that toggle (focus fell to the page), focus goes to
 * the chat's own toggle in `box`.
 */
function TakeFocusFromPlaceholder({
  box,
  placeholderFocused,
}: {
  box: RefObject<HTMLElement | null>;
  placeholderFocused: RefObject<boolean>;
}) {
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (placeholderFocused.current && (!active || active === document.body))
      box.current?.querySelector<HTMLElement>('button')?.focus();
    placeholderFocused.current = false;
  }, [box, placeholderFocused]);
  return null;
}

/** The toast of a target event for the recruiter it is about; null for anyone else. */
function targetToast(
  event: LiveEvent,
  userId: number | undefined,
): { title: string; description: string } | null {
  if (!event.type.includes('_target_') || !('recruiterId' in event.data)) return null;
  if (event.data.recruiterId !== userId) return null;
  const period = event.type.startsWith('weekly') ? 'weekly' : 'monthly';
  const assigned = event.type.endsWith('assigned');
  return {
    title: assigned ? `New ${period} target` : `Your ${period} target was updated`,
    description: `${event.data.updatedBy ? `By ${event.data.updatedBy}. ` : ''}See it under Recruiters → My targets.`,
  };
}

/**
 * True once the screen has had its first paint: the start-up splash gone, the page loaded, its
 * first queries answered and the main thread idle (or `maxWaitMs` after the splash). What no
 * first paint needs — the chat's socket and sync, the live feed's stream, the profile picture —
 * starts then, so on a phone the screen's own chunk, data and render are not queued behind them
 * (issue 24).
 */
function useAfterFirstPaint(maxWaitMs = 8000): boolean {
  const queryClient = useQueryClient();
  const splash = useSplashShowing();
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (done || splash) return;
    const cleanups: (() => void)[] = [];
    const finish = () => setDone(true);
    const idle = (then: () => void) => {
      if (typeof requestIdleCallback === 'function') {
        const handle = requestIdleCallback(then, { timeout: 2000 });
        cleanups.push(() => cancelIdleCallback(handle));
      } else {
        const handle = setTimeout(then, 50);
        cleanups.push(() => clearTimeout(handle));
      }
    };
    // Idle, then no query in flight (the screen's first data), then idle again (its render).
    const whenQuiet = () => {
      if (queryClient.isFetching() === 0) return idle(finish);
      const unsubscribe = queryClient.getQueryCache().subscribe(() => {
        if (queryClient.isFetching() > 0) return;
        unsubscribe();
        idle(finish);
      });
      cleanups.push(unsubscribe);
    };
    const start = () => idle(whenQuiet);
    if (document.readyState === 'complete') start();
    else {
      window.addEventListener('load', start, { once: true });
      cleanups.push(() => window.removeEventListener('load', start));
    }
    const cap = setTimeout(finish, maxWaitMs);
    cleanups.push(() => clearTimeout(cap));
    return () => {
      for (const cleanup of cleanups) cleanup();
    };
  }, [done, splash, queryClient, maxWaitMs]);
  return done;
}

/** What the frame shows of the live feed. */
interface FeedView {
  dots: LiveDots;
  clearDot: (key: keyof LiveDots) => void;
}

/** The live feed (SSE stream, red dots, target toasts), mounted once the screen has painted. */
function LiveFeed({ onDots }: { onDots: (view: FeedView) => void }) {
  const { session } = useSession();
  const toast = useToast();
  // SPEC §4: target events reach the recruiter with a notification (§9: 3 s for feed toasts).
  const { dots, clearDot } = useLiveFeed({
    onEvent: (event) => {
      const text = targetToast(event, session?.userId);
      if (text) toast.show({ tone: 'info', timeout: toastDurations.feed, ...text });
    },
  });
  useEffect(() => onDots({ dots, clearDot }), [dots, clearDot, onDots]);
  return null;
}

const noDotsView: FeedView = { dots: noLiveDots, clearDot: () => {} };

/**
 * The signed-in frame: `@hrportal/shell`'s AppFrame filled from the session, the live feed's red
 * dots, the router, the profile picture dialog, `@hrportal/chat` in the chat slot and
 * `@hrportal/ai-assistant` behind the manager's AI Interaction Assistance item (its own chunk,
 * loaded when first opened; closing unmounts it, which resets it) — with the stored-document
 * picker, and "Use in job form" opening the job form with the enhanced JD.
 */
export function PortalFrame() {
  const { session, logout } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The chat, the live feed and the profile picture start after the screen's first paint; a
  // press on the chat toggle before that starts the chat at once and opens it.
  const painted = useAfterFirstPaint();
  const [chatOpened, setChatOpened] = useState(false);
  const started = painted || chatOpened;
  // The chat replaces the placeholder toggle when it starts: not while the keyboard is on it (the
  // focused element would be removed and focus fall to the page); once focus moves on, it starts.
  const [toggleFocused, setToggleFocused] = useState(false);
  const chatStarted = chatOpened || (painted && !toggleFocused);
  // While the chat's chunk loads, the same toggle stands in (Suspense's fallback). Whether the
  // keyboard is on it is kept in a ref, not state: nothing re-renders for it.
  const chatBox = useRef<HTMLSpanElement>(null);
  const placeholderFocused = useRef(false);
  const [{ dots, clearDot }, setFeed] = useState<FeedView>(noDotsView);
  const picture = useProfilePicture({ enabled: started });
  const [pictureOpen, setPictureOpen] = useState(false);
  const [assistantOpen, setAssistantOpen] = useState(false);

  // Signed out (logout, expiry, a 401 anywhere): every frame route needs a session.
  if (!session) return <Navigate to="/login" replace />;
  return (
    <AppFrame
      user={{
        name: session.name || session.userName,
        email: session.userEmail,
        role: session.userRole,
        avatarUrl: picture ?? (session.avatar || null),
        peerReviewer: session.peerStatus,
      }}
      currentPath={pathname}
      navigate={navigate}
      onLogout={() => void logout()}
      onChangeProfilePicture={() => setPictureOpen(true)}
      dots={dots}
      onDotClear={clearDot}
      onAssistant={() => setAssistantOpen(true)}
      chat={({ compact }) => {
        // Until the chat (its chunk, socket.io-client, the socket and the sync) has started, the
        // same toggle without a badge: pressing it starts the chat and opens it.
        const toggle = (
          <ChatToggle compact={compact} unreadCount={0} onPress={() => setChatOpened(true)} />
        );
        return chatStarted ? (
          <span ref={chatBox} className={noBox}>
            <Suspense
              fallback={
                // biome-ignore lint/a11y/noStaticElementInteractions: no box and no role of its own: it only hears focus entering and leaving the toggle button inside
                <span
                  className={noBox}
                  onFocus={() => {
                    placeholderFocused.current = true;
                  }}
                  onBlur={(event) => {
                    // A blur with nowhere to go is the toggle being removed: still ours to hand on.
                    if (event.relatedTarget) placeholderFocused.current = false;
                  }}
                >
                  {toggle}
                </span>
              }
            >
              <TakeFocusFromPlaceholder box={chatBox} placeholderFocused={placeholderFocused} />
              <LazyChat compact={compact} defaultOpen={chatOpened} />
            </Suspense>
          </span>
        ) : (
          // biome-ignore lint/a11y/noStaticElementInteractions: no box and no role of its own: it only hears focus entering and leaving the toggle button inside
          <span
            className={noBox}
            onFocus={() => setToggleFocused(true)}
            onBlur={() => setToggleFocused(false)}
          >
            {toggle}
          </span>
        );
      }}
    >
      {started ? <LiveFeed onDots={setFeed} /> : null}
      <Outlet />
      <ProfilePictureDialog isOpen={pictureOpen} onOpenChange={setPictureOpen} />
      {assistantOpen && (
        <Suspense fallback={null}>
          <LazyAssistant
            onClose={() => setAssistantOpen(false)}
            onUseInJobForm={(text, jobId) =>
              navigate(`/manager/edit-job/${jobId ?? 'new'}`, {
                state: { assistantJd: text } satisfies AssistantJdState,
              })
            }
          />
        </Suspense>
      )}
    </AppFrame>
  );
}
