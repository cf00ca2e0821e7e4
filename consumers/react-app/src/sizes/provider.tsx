// React with the provider alone.
import '@hrportal/ui/style.css';
import { HrPortalProvider } from '@hrportal/react';
import { createRoot } from 'react-dom/client';

createRoot(document.body).render(<HrPortalProvider baseUrl="/api">host</HrPortalProvider>);
