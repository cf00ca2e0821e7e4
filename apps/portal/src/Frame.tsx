import type { AiAssistantProps } from '@hrportal/ai-assistant';
import type { LiveEvent } from '@hrportal/api-client/contract';
import { useLiveFeed, useSession } from '@hrportal/react';
import { AppFrame, ProfilePictureDialog, useProfilePicture } from '@hrportal/shell';
import { toastDurations, useToast } from '@hrportal/ui';
import { lazy, Suspense, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import type { AssistantJdState } from './features/jobs/form/jobDraft';

const LazyChat = lazy(() => import('@hrportal/chat').then((m) => ({ default: m.ChatWidget })));
// The assistant with the stored-document picker (react-aria's ComboBox, already in the portal).
const LazyAssistant = lazy(() =>
  import('@hrportal/ai-assistant').then((m) => ({
    default: (props: Omit<AiAssistantProps, 'picker'>) => (
      <m.AiAssistant {...props} picker={m.StoredDocumentPicker} />
    ),
  })),
);

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
  const toast = useToast();
  // SPEC §4: target events reach the recruiter with a notification (§9: 3 s for feed toasts).
  const { dots, clearDot } = useLiveFeed({
    onEvent: (event) => {
      const text = targetToast(event, session?.userId);
      if (text) toast.show({ tone: 'info', timeout: toastDurations.feed, ...text });
    },
  });
  const picture = useProfilePicture();
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
      chat={({ compact }) => (
        // The chat (and socket.io-client) loads after the frame, in its own chunk.
        <Suspense fallback={null}>
          <LazyChat compact={compact} />
        </Suspense>
      )}
    >
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
