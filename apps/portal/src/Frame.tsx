import { useLiveFeed, useSession } from '@hrportal/react';
import { AppFrame, ProfilePictureDialog, useProfilePicture } from '@hrportal/shell';
import { Button, Dialog, Modal } from '@hrportal/ui';
import { lazy, Suspense, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';

const LazyChat = lazy(() => import('@hrportal/chat').then((m) => ({ default: m.ChatWidget })));

/**
 * The signed-in frame: `@hrportal/shell`'s AppFrame filled from the session, the live feed's red
 * dots, the router, the profile picture dialog and `@hrportal/chat` in the chat slot.
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
      <Modal isOpen={assistantOpen} onOpenChange={setAssistantOpen}>
        <Dialog
          title="AI Interaction Assistance"
          footer={(close) => <Button onPress={close}>Close</Button>}
        >
          The AI document assistant is not available yet in this portal.
        </Dialog>
      </Modal>
    </AppFrame>
  );
}
