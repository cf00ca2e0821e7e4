// A host's React app embedding every widget the way our READMEs tell it to: one provider, each
// package's stylesheet imported once, the reference server on another origin (`?api=`).
import '@hrportal/ui/style.css';
import '@hrportal/candidate-table/style.css';
import '@hrportal/chat/style.css';
import '@hrportal/meetings/style.css';
import '@hrportal/ai-assistant/style.css';
import { AiAssistant } from '@hrportal/ai-assistant';
import { CandidateTable } from '@hrportal/candidate-table';
import { ChatWidget } from '@hrportal/chat';
import { MeetingsWidget } from '@hrportal/meetings';
import { HrPortalProvider, useSession } from '@hrportal/react';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

const api = new URLSearchParams(location.search).get('api') ?? '/api';

/** Signs the demo manager in, then shows the widgets; the host's own buttons sign out. */
function Widgets() {
  const { session, login, logout } = useSession();
  const [error, setError] = useState('');
  const [assistantOpen, setAssistantOpen] = useState(false);
  useEffect(() => {
    if (session) return;
    login({ role: 'manager', username: 'manager', password: 'Demo@1234' }).catch(
      (failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)),
    );
  }, [session, login]);
  if (error) return <p id="consumer-error">{error}</p>;
  if (!session) return <p>Signing in…</p>;
  return (
    <>
      <button id="host-sign-out" type="button" onClick={() => void logout()}>
        Sign out
      </button>
      <button id="host-assistant" type="button" onClick={() => setAssistantOpen(true)}>
        Open the assistant
      </button>
      <ChatWidget />
      <CandidateTable />
      <MeetingsWidget />
      {assistantOpen ? <AiAssistant onClose={() => setAssistantOpen(false)} /> : null}
    </>
  );
}

const root = document.getElementById('widgets');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <HrPortalProvider baseUrl={api}>
        <Widgets />
      </HrPortalProvider>
    </StrictMode>,
  );
}
