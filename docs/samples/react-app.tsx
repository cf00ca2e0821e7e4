// main.tsx of a Vite React app: the provider once at the top, the widgets anywhere below it.
import '@hrportal/ui/style.css';
import '@hrportal/chat/style.css';
import { ChatWidget } from '@hrportal/chat';
import { HrPortalProvider, useSession } from '@hrportal/react';
import { Button } from '@hrportal/ui';
import { createRoot } from 'react-dom/client';

function App() {
  const { session, login, logout } = useSession();
  if (!session)
    return (
      <Button
        tone="brand"
        onPress={() => login({ role: 'manager', username: 'manager', password: 'Demo@1234' })}
      >
        Sign in
      </Button>
    );
  return (
    <>
      <p>Hello, {session.name}</p>
      <ChatWidget />
      <Button onPress={() => logout()}>Sign out</Button>
    </>
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <HrPortalProvider baseUrl="http://127.0.0.1:8080/api">
      <App />
    </HrPortalProvider>,
  );
