// React with the provider and ChatWidget.
import '@hrportal/ui/style.css';
import '@hrportal/chat/style.css';
import { ChatWidget } from '@hrportal/chat';
import { HrPortalProvider } from '@hrportal/react';
import { createRoot } from 'react-dom/client';

createRoot(document.body).render(
  <HrPortalProvider baseUrl="/api">
    <ChatWidget />
  </HrPortalProvider>,
);
