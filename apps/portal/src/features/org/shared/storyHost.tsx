/**
 * Host and data of the organisation screens' stories: `HrPortalProvider` whose SDK points at a
 * closed port (a story that reached the network would show it) inside a memory router, and
 * deterministic figures (no randomness).
 */
import { createClient, createMemoryStorage } from '@hrportal/api-client';
import { HrPortalProvider } from '@hrportal/react';
import { type ReactNode, useMemo } from 'react';
import { MemoryRouter } from 'react-router';
import { within } from 'storybook/test';

function Host({ children }: { children: ReactNode }) {
  const client = useMemo(
    () =>
      createClient({
        baseUrl: 'http://127.0.0.1:9/api',
        storage: createMemoryStorage(),
        retry: { limit: 0 },
      }),
    [],
  );
  const storage = useMemo(() => createMemoryStorage(), []);
  return (
    <HrPortalProvider client={client} storage={storage}>
      <MemoryRouter>{children}</MemoryRouter>
    </HrPortalProvider>
  );
}

/** A story decorator: the story inside the host. */
export const inHost = (Story: () => ReactNode) => <Host>{Story()}</Host>;

/** Fixed "now" of the stories: 2026-03-31 12:00 local time. */
export const clock = () => new Date(2026, 2, 31, 12).getTime();

/** Queries over the whole page (dialogs live at the end of `body`). */
export const page = () => within(document.body);

/** Body rows of the first table in `canvas` (chip rows left out). */
export const rowsOf = (canvas: HTMLElement) =>
  within(within(canvas).getAllByRole('table')[0] as HTMLElement)
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('aria-rowindex'));

/**
 * Runs `act` with `URL.createObjectURL` recording blobs (the download itself is not followed),
 * and returns the text of the last blob made: the CSV a click exported.
 */
export async function csvOf(act: () => Promise<void>): Promise<string> {
  const original = URL.createObjectURL;
  const blobs: Blob[] = [];
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    if (blob instanceof Blob) blobs.push(blob);
    return original.call(URL, blob);
  };
  try {
    await act();
  } finally {
    URL.createObjectURL = original;
  }
  const last = blobs.at(-1);
  return last ? (await last.text()).replace(/^\ufeff/, '') : '';
}
