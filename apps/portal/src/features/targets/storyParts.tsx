/**
 * Host and data of the targets, SOP and dashboard stories: `HrPortalProvider` (light or dark, from
 * the story's `theme` parameter) with an SDK on a closed port inside a memory router, and fixed
 * figures (no clock, no randomness).
 */
import { createClient, createMemoryStorage } from '@hrportal/api-client';
import type { RecruiterTarget, TargetProgressResponse } from '@hrportal/api-client/contract';
import { HrPortalProvider } from '@hrportal/react';
import { type ReactNode, useMemo } from 'react';
import { MemoryRouter } from 'react-router';

function Host({ theme, children }: { theme: 'light' | 'dark'; children: ReactNode }) {
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
    <HrPortalProvider client={client} storage={storage} theme={theme}>
      <MemoryRouter>
        {/* The page the portal's frame paints: the theme's background and text colours. */}
        <div
          style={{
            maxWidth: '72rem',
            padding: 16,
            background: 'var(--hrp-color-background)',
            color: 'var(--hrp-color-text)',
          }}
        >
          {children}
        </div>
      </MemoryRouter>
    </HrPortalProvider>
  );
}

/** A story decorator: the story in the host, dark when `parameters.theme` is `'dark'`. */
export const themedHost = (
  Story: () => ReactNode,
  { parameters }: { parameters: { theme?: string } },
) => <Host theme={parameters.theme === 'dark' ? 'dark' : 'light'}>{Story()}</Host>;

const target = (over: Partial<RecruiterTarget>): RecruiterTarget => ({
  id: 1,
  period: 'weekly',
  recruiter_id: 3,
  recruiter_name: 'Rahul Verma',
  manager_id: 1,
  manager_name: 'Maya Iyer',
  period_start: '2026-03-30',
  period_end: '2026-04-05',
  target_candidates: 10,
  target_submissions: 6,
  target_interviews: 4,
  target_offers: 2,
  target_joinings: 1,
  achieved_submissions: 0,
  achieved_interviews: 0,
  achieved_offers: 0,
  achieved_joinings: 0,
  notes: 'Focus on the Acme Java roles',
  created_at: '2026-03-30T04:00:00.000Z',
  updated_at: '2026-03-30T04:00:00.000Z',
  ...over,
});

const names = ['Rahul Verma', 'Asha Nair', 'Vikram Rao', 'Neha Gupta'];

/** Weeks from 30 Mar 2026 back, each with every recruiter (the first two with targets). */
export function storyWeeks(
  count: number,
  recruiters = names.length,
): TargetProgressResponse['periods'] {
  return Array.from({ length: count }, (_, w) => {
    const start = new Date(Date.UTC(2026, 2, 30 - 7 * w));
    const end = new Date(start.getTime() + 6 * 86_400_000);
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    return {
      period: 'weekly' as const,
      period_start: iso(start),
      period_end: iso(end),
      rows: names.slice(0, recruiters).map((name, i) => ({
        recruiter_id: 3 + i,
        recruiter_name: name,
        target:
          i < 2
            ? target({
                id: 10 * w + i + 1,
                recruiter_id: 3 + i,
                recruiter_name: name,
                period_start: iso(start),
                period_end: iso(end),
              })
            : null,
        actual: {
          candidates: 12 - i * 3 - w,
          submissions: 6 - i - (w % 2),
          interviews: 3 - (i % 3),
          offers: i === 0 ? 2 : 1,
          joinings: i === 0 ? 1 : 0,
        },
      })),
    };
  });
}

/** Months from March 2026 back, one recruiter. */
export function storyMonths(count: number): TargetProgressResponse['periods'] {
  return Array.from({ length: count }, (_, m) => {
    const start = new Date(Date.UTC(2026, 2 - m, 1));
    const end = new Date(Date.UTC(2026, 3 - m, 0));
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    return {
      period: 'monthly' as const,
      period_start: iso(start),
      period_end: iso(end),
      rows: [
        {
          recruiter_id: 3,
          recruiter_name: 'Rahul Verma',
          target: target({
            id: 100 + m,
            period: 'monthly',
            period_start: iso(start),
            period_end: iso(end),
            target_candidates: 40,
            target_submissions: 24,
            target_interviews: 12,
            target_offers: 6,
            target_joinings: 3,
          }),
          actual: {
            candidates: 38 - m,
            submissions: 20,
            interviews: 11,
            offers: 6,
            joinings: 3 - (m % 2),
          },
        },
      ],
    };
  });
}
