import type { ReactNode } from 'react';

// 16×16 line icons for the sidebar items, drawn with the text colour. Each is one or two paths;
// an item without its own icon gets the generic page icon.
const paths: Readonly<Record<string, string>> = {
  dashboard: 'M2 2h5v5H2zM9 2h5v3H9zM9 7h5v7H9zM2 9h5v5H2z',
  candidate: 'M8 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2.5 14c.6-2.9 2.8-4.5 5.5-4.5s4.9 1.6 5.5 4.5',
  'talent-pool':
    'M5.5 7a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM11 8a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM1 14c.4-2.6 2.2-4 4.5-4S9.6 11.4 10 14M10.5 10c2 0 3.8 1.1 4.3 3.5',
  managers:
    'M8 7a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM3 14c.5-2.7 2.4-4.2 5-4.2s4.5 1.5 5 4.2M8 9.8l-.8 2.2.8 1 .8-1z',
  'job-listing': 'M2 5h12v8H2zM6 5V3h4v2M2 9h12',
  requirements: 'M4 2h8v12H4zM6 5h4M6 8h4M6 11h2',
  'jobs-overview': 'M2 14h12M4 12V8M8 12V4M12 12V6',
  'filter-candidates': 'M2 3h12L9.5 8.5V13l-3-1.5v-3z',
  careers:
    'M8 14A6 6 0 1 0 8 2a6 6 0 0 0 0 12zM2 8h12M8 2c1.8 1.8 2.5 3.8 2.5 6S9.8 12.2 8 14M8 2C6.2 3.8 5.5 5.8 5.5 8s.7 4.2 2.5 6',
  'job-assignments': 'M5 3H3v11h10V3h-2M5 2h6v2H5zM5.5 9l2 2 3.5-4',
  'register-candidate':
    'M6.5 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM1 14c.6-2.9 2.8-4.5 5.5-4.5 1 0 1.9.2 2.7.6M12.5 9v5M10 11.5h5',
  'profile-transfer': 'M2 5h10M9 2l3 3-3 3M14 11H4M7 8l-3 3 3 3',
  analytics: 'M2 14h12M2 11l4-4 3 3 5-6',
  'user-accounts':
    'M2 3h12v10H2zM6 8a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM3.5 11c.3-1.3 1.2-2 2.5-2s2.2.7 2.5 2M10 6h2.5M10 9h2.5',
  'sop-incentives': 'M4 2h6l3 3v9H4zM10 2v3h3M6 8h5M6 11h5',
  'profile-analysis': 'M7 12A5 5 0 1 0 7 2a5 5 0 0 0 0 10zM10.5 10.5 14 14',
  'peer-assigned-profiles': 'M8 2l5 2v4c0 3-2.2 5.2-5 6-2.8-.8-5-3-5-6V4zM5.5 8l2 2 3-3.5',
  clients: 'M3 14V3h6v11M9 6h4v8M1 14h14M5 5h2M5 8h2M5 11h2M11 9h0',
  calendar: 'M2 4h12v10H2zM2 7h12M5 2v3M11 2v3',
  'ai-assistant':
    'M8 1.5l1.4 3.6L13 6.5 9.4 7.9 8 11.5 6.6 7.9 3 6.5l3.6-1.4zM12.5 11l.6 1.4 1.4.6-1.4.6-.6 1.4-.6-1.4-1.4-.6 1.4-.6z',
};
const page = 'M4 2h6l3 3v9H4zM10 2v3h3';
/** Items that draw another item's icon. */
const sameAs: Readonly<Record<string, string>> = {
  candidates: 'candidate',
  recruiters: 'talent-pool',
  jobs: 'job-listing',
  'user-management': 'user-accounts',
};

/** One 16×16 line icon in the text colour (decorative). */
function LineIcon({ d, size = 16 }: { d: string; size?: number }): ReactNode {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}

/** The icon of a sidebar item, by its id. */
export function ItemIcon({ id }: { id: string }): ReactNode {
  return <LineIcon d={paths[sameAs[id] ?? id] ?? page} />;
}

/** Three lines: the sidebar toggle. */
export function MenuIcon(): ReactNode {
  return <LineIcon d="M2 4h12M2 8h12M2 12h12" size={18} />;
}

/** A speech bubble: the In-App Chat toggle. */
export function ChatIcon(): ReactNode {
  return <LineIcon d="M2 3h12v8H6l-3 3v-3H2z" />;
}

/** An ×: closes the drawer. */
export function CloseIcon(): ReactNode {
  return <LineIcon d="M4 4l8 8M12 4l-8 8" />;
}
