// React with the provider and CandidateTable.
import '@hrportal/ui/style.css';
import '@hrportal/candidate-table/style.css';
import { CandidateTable } from '@hrportal/candidate-table';
import { HrPortalProvider } from '@hrportal/react';
import { createRoot } from 'react-dom/client';

createRoot(document.body).render(
  <HrPortalProvider baseUrl="/api">
    <CandidateTable />
  </HrPortalProvider>,
);
