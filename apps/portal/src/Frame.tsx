import type { AiAssistantProps } from '@hrportal/ai-assistant';
import { useLiveFeed, useSession } from '@hrportal/react';
import { AppFrame, ProfilePictureDialog, useProfilePicture } from '@hrportal/shell';
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
  const { dots, clearDot } = useLiveFeed();
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
