// Theme through the provider: light or dark, and any token of the theme contract.
import { HrPortalProvider } from '@hrportal/react';
import type { ReactNode } from 'react';

export function Themed({ dark, children }: { dark: boolean; children: ReactNode }) {
  return (
    <HrPortalProvider
      baseUrl="/api"
      theme={dark ? 'dark' : 'light'}
      tokens={{ color: { brand: '#0b6e4f', brandHover: '#095c42' }, radius: { m: '2px' } }}
    >
      {children}
    </HrPortalProvider>
  );
}
