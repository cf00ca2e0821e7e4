// The baseline of the portal figures: React 19 rendering one heading and a button, nothing else.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <main>
      <h1>Bare React page</h1>
      <button type="button">Sign in</button>
    </main>
  </StrictMode>,
);
