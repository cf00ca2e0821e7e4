// React with the provider and MeetingsWidget.
import '@hrportal/ui/style.css';
import '@hrportal/meetings/style.css';
import { MeetingsWidget } from '@hrportal/meetings';
import { HrPortalProvider } from '@hrportal/react';
import { createRoot } from 'react-dom/client';

createRoot(document.body).render(
  <HrPortalProvider baseUrl="/api">
    <MeetingsWidget />
  </HrPortalProvider>,
);
