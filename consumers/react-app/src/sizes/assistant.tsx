// React with the provider and AiAssistant.
import '@hrportal/ui/style.css';
import '@hrportal/ai-assistant/style.css';
import { AiAssistant } from '@hrportal/ai-assistant';
import { HrPortalProvider } from '@hrportal/react';
import { createRoot } from 'react-dom/client';

createRoot(document.body).render(
  <HrPortalProvider baseUrl="/api">
    <AiAssistant onClose={() => undefined} />
  </HrPortalProvider>,
);
