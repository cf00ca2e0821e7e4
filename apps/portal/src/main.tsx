import { HrPortalProvider } from '@hrportal/react';
import { ErrorBoundary, Splash } from '@hrportal/shell';
import { StrictMode, useCallback } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useNavigate } from 'react-router';
import { App } from './App';

/** The provider inside the router, so signing out can navigate. */
function Root() {
  const navigate = useNavigate();
  const onSignedOut = useCallback(() => navigate('/login', { replace: true }), [navigate]);
  return (
    <HrPortalProvider baseUrl={import.meta.env.VITE_API_BASE ?? '/api'} onSignedOut={onSignedOut}>
      <ErrorBoundary>
        <Splash>
          <App />
        </Splash>
      </ErrorBoundary>
    </HrPortalProvider>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <Root />
    </BrowserRouter>
  </StrictMode>,
);
