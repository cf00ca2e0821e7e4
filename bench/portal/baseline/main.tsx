// The baseline of the portal figures: React 19 rendering one heading and a button, nothing else
// (the button counts its clicks: one state update, the floor of the interaction figure).
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

function Bare() {
  const [clicks, setClicks] = useState(0);
  return (
    <main>
      <h1>Bare React page</h1>
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        Sign in{clicks > 0 ? ` (${clicks})` : ''}
      </button>
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Bare />
  </StrictMode>,
);
