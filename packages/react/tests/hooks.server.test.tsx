import { createClient, createMemoryStorage, type HrPortalClient } from '@hrportal/api-client';
import { endpoints } from '@hrportal/api-client/contract';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  HrPortalProvider,
  useCandidatePage,
  useCareerJobs,
  useChatGroups,
  useChatUsers,
  useClients,
  useDecidePeerReview,
  useIssueReports,
  useJobs,
  useLiveFeed,
  useManagerTargets,
  useMeetings,
  useOnlineUsers,
  usePeerReviews,
  useSaveTarget,
  useSession,
  useUpdateCandidateStatus,
  useUpdateJobStatus,
  useVendorDashboard,
} from '../src/index';

/*
 * The hooks against the real reference server (started once by tests/server/globalSetup.ts, on
 * in-memory PGlite with the demo seed), in Chromium, same-origin under the page's /api.
 */

const api = `${location.origin}/api`;
const password = 'Demo@1234';
type Role = 'manager' | 'recruiter' | 'leadership';

/** An SDK client that records the paths it fetched (to prove a cache changed without a refetch). */
function recordingClient() {
  const paths: string[] = [];
  const client = createClient({
    baseUrl: api,
    storage: createMemoryStorage(),
    retry: { limit: 0 },
    fetch: (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      paths.push(new URL(url, location.origin).pathname.replace(/^\/api/, ''));
      return fetch(input, init);
    },
  });
  /** How many requests went to `route` (a contract path; `/:param` parts match any value). */
  const fetched = (route: string) => {
    const prefix = route.split('/:')[0] as string;
    return paths.filter((p) => (prefix === route ? p === route : p.startsWith(`${prefix}/`)))
      .length;
  };
  return { client, fetched };
}

async function signedIn(username: string, role: Role) {
  const recording = recordingClient();
  await recording.client.auth.login({ role, username, password });
  return recording;
}

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** Calls `use` on every render and hands the result to `report`. */
function Probe({ use, report }: { use: () => unknown; report: (value: unknown) => void }) {
  report(use());
  return null;
}

/** Renders `use` inside an HrPortalProvider; `current` always holds its latest result. */
async function renderHooks<T>(client: HrPortalClient, use: () => T) {
  const view: { current: T } = { current: undefined as T };
  const report = (value: unknown) => {
    view.current = value as T;
  };
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  // No act(): the hooks answer to the network and the live feed, so the tests wait for what
  // they expect to see (`until`) instead.
  root.render(
    <HrPortalProvider client={client}>
      <Probe use={use} report={report} />
    </HrPortalProvider>,
  );
  cleanups.push(() => {
    root.unmount();
    host.remove();
  });
  await until(() => expect(view.current).toBeDefined());
  return view;
}

const until = (check: () => void, timeout = 10_000) => vi.waitFor(check, { timeout, interval: 25 });

describe('@hrportal/react against the reference server', () => {
  it('signs in with useSession and reads every list a widget needs', async () => {
    const { client } = recordingClient();
    const view = await renderHooks(client, () => ({
      session: useSession(),
      page: useCandidatePage({ page_no: 1, page_size: 10 }),
      jobs: useJobs(),
      meetings: useMeetings(),
      weekly: useManagerTargets('weekly'),
      monthly: useManagerTargets('monthly'),
      clients: useClients(),
      chatUsers: useChatUsers(),
      groups: useChatGroups(),
      online: useOnlineUsers(),
      careers: useCareerJobs(),
      vendors: useVendorDashboard(),
      issues: useIssueReports(),
    }));
    expect(view.current.session.isAuthenticated).toBe(false);
    expect(view.current.page.fetchStatus).toBe('idle');

    await view.current.session.login({ role: 'manager', username: 'manager', password });
    await until(() => expect(view.current.session.role).toBe('manager'));

    await until(() => {
      const v = view.current;
      for (const query of [
        v.page,
        v.jobs,
        v.weekly,
        v.monthly,
        v.clients,
        v.chatUsers,
        v.groups,
        v.online,
        v.careers,
        v.vendors,
        v.issues,
      ]) {
        expect(query.error).toBeNull();
        expect(query.isSuccess).toBe(true);
      }
      expect(v.meetings.isLoading).toBe(false);
    });
    const v = view.current;
    expect(v.page.data?.items).toHaveLength(10);
    expect(v.page.data?.total).toBeGreaterThan(10);
    expect(v.jobs.data?.job_posts_active.length).toBeGreaterThan(0);
    expect(v.weekly.data?.targets.every((t) => t.period === 'weekly')).toBe(true);
    expect(v.monthly.data?.targets.every((t) => t.period === 'monthly')).toBe(true);
    expect(v.meetings.failed).toEqual([]);
    expect(v.chatUsers.data).toBeDefined();
  });

  it('a status change writes the answer into the cached page, without refetching it', async () => {
    const { client, fetched } = await signedIn('recruiter', 'recruiter');
    const view = await renderHooks(client, () => ({
      page: useCandidatePage({ page_no: 1, page_size: 10 }),
      update: useUpdateCandidateStatus(),
    }));
    await until(() => expect(view.current.page.data?.items.length).toBeGreaterThan(0));
    const target = view.current.page.data?.items[0];
    if (!target) throw new Error('the recruiter has no candidates');
    const status = target.status === 'On Hold' ? 'Offer' : 'On Hold';
    const pageReads = fetched(endpoints.candidateDashboard.path);

    await view.current.update.mutateAsync({ id: target.id, status });

    await until(() =>
      expect(view.current.page.data?.items[0]).toMatchObject({ id: target.id, status }),
    );
    expect(fetched(endpoints.candidateDashboard.path)).toBe(pageReads);
  });

  it("applies a second user's candidate status change to the cached page in place and lights the dot", async () => {
    const recruiter = await signedIn('recruiter', 'recruiter');
    const manager = await signedIn('manager', 'manager');
    const view = await renderHooks(recruiter.client, () => ({
      page: useCandidatePage({ page_no: 1, page_size: 10 }),
      live: useLiveFeed(),
    }));
    await until(() => {
      expect(view.current.live.state).toBe('connected');
      expect(view.current.page.data?.items.length).toBeGreaterThan(1);
    });
    const target = view.current.page.data?.items[1];
    if (!target) throw new Error('the recruiter has too few candidates');
    const status = target.status === 'Dropped' ? 'Offer' : 'Dropped';
    const pageReads = recruiter.fetched(endpoints.candidateDashboard.path);
    expect(view.current.live.dots.candidateRepository).toBe(false);

    await manager.client.candidates.updateStatus(target.id, { status });

    await until(() => expect(view.current.page.data?.items[1]).toMatchObject({ status }));
    expect(view.current.page.data?.items[1]?.id).toBe(target.id);
    expect(recruiter.fetched(endpoints.candidateDashboard.path)).toBe(pageReads);
    expect(view.current.live.dots.candidateRepository).toBe(true);
    view.current.live.clearDot('candidateRepository');
    await until(() => expect(view.current.live.dots.candidateRepository).toBe(false));
  });

  it('moves a job another user closed to the closed list in place and lights the job dots', async () => {
    const watcher = await signedIn('leadership', 'leadership');
    const manager = await signedIn('manager', 'manager');
    const view = await renderHooks(watcher.client, () => ({
      jobs: useJobs(),
      live: useLiveFeed(),
    }));
    await until(() => {
      expect(view.current.live.state).toBe('connected');
      expect(view.current.jobs.data?.job_posts_active.length).toBeGreaterThan(0);
    });
    const job = view.current.jobs.data?.job_posts_active[0];
    if (!job) throw new Error('no active job');
    const reads = watcher.fetched(endpoints.viewAllJobs.path);

    await manager.client.jobs.updateStatus({ job_id: job.id, job_status: 'Closed' });

    await until(() =>
      expect(view.current.jobs.data?.job_posts_closed.map((j) => j.id)).toContain(job.id),
    );
    expect(view.current.jobs.data?.job_posts_active.map((j) => j.id)).not.toContain(job.id);
    expect(watcher.fetched(endpoints.viewAllJobs.path)).toBe(reads);
    expect(view.current.live.dots).toMatchObject({ jobListing: true, assignedRequirements: true });
  });

  it('peer review: an assignment refetches the list, decisions land in place', async () => {
    const reviewer = await signedIn('reviewer', 'recruiter');
    const otherTab = await signedIn('reviewer', 'recruiter');
    const manager = await signedIn('manager', 'manager');
    const view = await renderHooks(reviewer.client, () => ({
      reviews: usePeerReviews(),
      live: useLiveFeed(),
      decide: useDecidePeerReview(),
    }));
    await until(() => {
      expect(view.current.live.state).toBe('connected');
      expect(view.current.reviews.isSuccess).toBe(true);
    });
    const reviewed = new Set(view.current.reviews.data?.map((r) => r.id));
    const reviewerId = reviewer.client.session.get()?.userId ?? 0;
    const page = await manager.client.candidates.list({
      user_id: manager.client.session.get()?.userId ?? 0,
      user_type: 'management',
      user_name: 'manager',
      page_size: 50,
    });
    const fresh = page.items.filter((c) => !reviewed.has(c.id) && c.recruiter !== 'reviewer');
    const [a, b] = fresh;
    if (!a || !b) throw new Error('no candidates to assign');

    // Assignments carry no row: the reviewer's list refetches and shows them, pending.
    for (const candidate of [a, b]) {
      await manager.client.peerReview.assign({
        candidate_id: candidate.id,
        reviewer: 'reviewer',
        submitted_status: 'Client Screening',
      });
    }
    const pending = () =>
      view.current.reviews.data?.filter(
        (r) => (r.id === a.id || r.id === b.id) && r.status === 'PR-Pending',
      ) ?? [];
    await until(() => expect(pending()).toHaveLength(2));
    expect(view.current.live.dots.peerAssignedProfiles).toBe(true);
    const [first, second] = pending();
    if (!first || !second) throw new Error('unreachable');
    const path = endpoints.candidatesPendingPeerApproval.path;
    const reads = reviewer.fetched(path);

    // Another tab decides: the live event updates this tab's row, no refetch.
    await otherTab.client.peerReview.decide({
      candidate_id: first.id,
      status: 'PR-Rejected',
      user_id: reviewerId,
    });
    await until(() =>
      expect(view.current.reviews.data?.find((r) => r.review_id === first.review_id)).toMatchObject(
        { status: 'PR-Rejected', priority: 'Low' },
      ),
    );
    // This tab decides: the answer's profile goes into the list.
    await view.current.decide.mutateAsync({
      candidate_id: second.id,
      status: 'PR-Approved',
      user_id: reviewerId,
    });
    await until(() =>
      expect(
        view.current.reviews.data?.find((r) => r.review_id === second.review_id),
      ).toMatchObject({ status: 'PR-Approved', priority: 'Medium' }),
    );
    expect(reviewer.fetched(path)).toBe(reads);
  });

  it('job status and target mutations write their answers into the cached lists', async () => {
    const manager = await signedIn('manager', 'manager');
    const recruiter = await signedIn('recruiter', 'recruiter');
    const recruiterId = recruiter.client.session.get()?.userId ?? 0;
    const view = await renderHooks(manager.client, () => ({
      jobs: useJobs(),
      weekly: useManagerTargets('weekly'),
      setJobStatus: useUpdateJobStatus(),
      saveTarget: useSaveTarget(),
    }));
    await until(() => {
      expect(view.current.jobs.data?.job_posts_active.length).toBeGreaterThan(0);
      expect(view.current.weekly.isSuccess).toBe(true);
    });
    const jobReads = manager.fetched(endpoints.viewAllJobs.path);
    const targetReads = manager.fetched(endpoints.getWeeklyTargets.path);

    const job = view.current.jobs.data?.job_posts_active.at(-1);
    if (!job) throw new Error('no active job');
    await view.current.setJobStatus.mutateAsync({ jobIds: [job.id], status: 'Hold' });
    await until(() =>
      expect(view.current.jobs.data?.job_posts_hold.find((j) => j.id === job.id)).toMatchObject({
        job_status: 'Hold',
      }),
    );
    expect(view.current.jobs.data?.job_posts_active.map((j) => j.id)).not.toContain(job.id);

    // A Monday two years ahead: no seeded target is there yet.
    const monday = new Date();
    monday.setUTCDate(monday.getUTCDate() + 730);
    monday.setUTCDate(monday.getUTCDate() + ((8 - monday.getUTCDay()) % 7));
    const { target } = await view.current.saveTarget.mutateAsync({
      period: 'weekly',
      body: { recruiter_id: recruiterId, period_start: monday.toISOString().slice(0, 10) },
    });
    await until(() => expect(view.current.weekly.data?.targets[0]?.id).toBe(target.id));
    await view.current.saveTarget.mutateAsync({
      period: 'weekly',
      id: target.id,
      body: { notes: 'stretch week', target_offers: 3 },
    });
    await until(() =>
      expect(view.current.weekly.data?.targets.find((t) => t.id === target.id)).toMatchObject({
        notes: 'stretch week',
        target_offers: 3,
      }),
    );
    expect(manager.fetched(endpoints.viewAllJobs.path)).toBe(jobReads);
    expect(manager.fetched(endpoints.getWeeklyTargets.path)).toBe(targetReads);
  });
});
