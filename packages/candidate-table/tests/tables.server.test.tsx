import {
  type ActiveUserView,
  createClient,
  createMemoryStorage,
  type HrPortalClient,
} from '@hrportal/api-client';
import { HrPortalProvider } from '@hrportal/react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { CandidateTable, JobTable, PeerReviewTable, UserDirectory } from '../src/index';

/*
 * The tables' actions against the real reference server (started once for the react-server
 * project by packages/react/tests/server/globalSetup.ts: in-memory PGlite, demo seed), in
 * Chromium, same-origin under the page's /api. Each table is mounted as a host would: just
 * HrPortalProvider around it.
 */

const api = `${location.origin}/api`;
const password = 'Demo@1234';

/**
 * An SDK client on the real network that records each answer's path and status, and can hold the
 * requests to one path until released (to see the table while a request is in flight).
 */
async function signedIn(username: string, role: 'manager' | 'recruiter') {
  const answers: { path: string; status: number }[] = [];
  const asked: string[] = [];
  let held: { path: string; gate: Promise<void>; open: () => void } | null = null;
  const client = createClient({
    baseUrl: api,
    storage: createMemoryStorage(),
    retry: { limit: 0 },
    fetch: async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      const path = new URL(url, location.origin).pathname.replace(/^\/api/, '');
      asked.push(path);
      if (held && path === held.path) await held.gate;
      const answer = await fetch(input, init);
      answers.push({ path, status: answer.status });
      return answer;
    },
  });
  await client.auth.login({ role, username, password });
  return {
    client,
    /** Requests to `path` sent so far (answered or not). */
    asked: (path: string) => asked.filter((a) => a === path).length,
    /** Answers to `path` so far. */
    answered: (path: string) => answers.filter((a) => a.path === path),
    /** Holds requests to `path`; returns the release. */
    hold(path: string) {
      let open = () => {};
      const gate = new Promise<void>((resolve) => {
        open = resolve;
      });
      held = { path, gate, open };
      return () => {
        held = null;
        open();
      };
    },
  };
}

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function mount(client: HrPortalClient, table: ReactNode) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  root.render(<HrPortalProvider client={client}>{table}</HrPortalProvider>);
  cleanups.push(() => {
    root.unmount();
    host.remove();
  });
  return host;
}

const until = <T,>(check: () => T, timeout = 15_000) =>
  vi.waitFor(check, { timeout, interval: 25 });
/**
 * The one element matching `selector` whose accessible name is `text` (or matches it): its
 * `aria-label` when it has one (icon-only row buttons), else its text.
 */
function byText(selector: string, text: string | RegExp, root: ParentNode = document) {
  const found = [...root.querySelectorAll<HTMLElement>(selector)].filter((e) => {
    const name = e.getAttribute('aria-label') ?? e.textContent?.trim() ?? '';
    return typeof text === 'string' ? name === text : text.test(name);
  });
  if (found.length !== 1) throw new Error(`${found.length} × ${selector} "${text}"`);
  return found[0] as HTMLElement;
}
const button = (name: string | RegExp, root: ParentNode = document) => byText('button', name, root);
/** The open dialog named `title` (by its aria-labelledby heading). */
const dialog = (title: string) =>
  until(() => {
    const found = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].find(
      (d) =>
        document.getElementById(d.getAttribute('aria-labelledby') ?? '')?.textContent === title,
    );
    if (!found) throw new Error(`no dialog ${title}`);
    return found;
  });
/** Waits for a toast whose text contains `text`. */
const toast = (text: string | RegExp) =>
  until(() => {
    const texts = [...document.querySelectorAll('[role="alertdialog"]')].map(
      (t) => t.textContent ?? '',
    );
    expect(texts.some((t) => (typeof text === 'string' ? t.includes(text) : text.test(t)))).toBe(
      true,
    );
  });
/** Types `chips` into the table's search and applies them. */
async function search(root: HTMLElement, ...chips: string[]) {
  const input = root.querySelector('input[role="combobox"]') as HTMLElement;
  for (const chip of chips) {
    await userEvent.fill(input, chip);
    await userEvent.keyboard('{Enter}');
  }
  await userEvent.click(button('Apply', root));
}
/**
 * The selected tab's panel, once shown: a list shown once stays mounted, hidden, while the other
 * tab is open, and the panel follows the tab's selection a painted frame late (ui `Tabs`'
 * `shownKey`), so right after a click the old panel is still the one not hidden.
 */
const openPanel = (root: ParentNode) =>
  until(() => {
    const id = root
      .querySelector('[role="tab"][aria-selected="true"]')
      ?.getAttribute('aria-controls');
    const panel = id ? root.querySelector<HTMLElement>(`[id="${id}"]:not([hidden])`) : null;
    if (!panel) throw new Error('no open tab panel');
    return panel;
  });
const bodyRows = (root: ParentNode) => [
  ...root.querySelectorAll<HTMLElement>('tbody tr[aria-rowindex]'),
];

describe('@hrportal/candidate-table against the reference server', () => {
  it('peer review: Update Status is blocked while its request runs, then the row is decided', async () => {
    // A manager assigns the demo reviewer a candidate (the last of a page: the hooks' test takes
    // the first ones), which the reviewer's table then lists as pending.
    const manager = await signedIn('manager', 'manager');
    const reviewer = await signedIn('reviewer', 'recruiter');
    const reviewed = new Set(
      (await reviewer.client.peerReview.pending('reviewer')).map((r) => r.id),
    );
    const page = await manager.client.candidates.list({
      user_id: manager.client.session.get()?.userId ?? 0,
      user_type: 'management',
      user_name: 'manager',
      page_size: 50,
    });
    const candidate = page.items
      .filter((c) => !reviewed.has(c.id) && c.recruiter !== 'reviewer')
      .at(-1);
    if (!candidate) throw new Error('no candidate to assign');
    await manager.client.peerReview.assign({
      candidate_id: candidate.id,
      reviewer: 'reviewer',
      submitted_status: 'Client Screening',
    });
    const host = mount(reviewer.client, <PeerReviewTable />);
    const name = candidate.name;
    const open = await until(() => {
      const row = bodyRows(host).find((r) => r.querySelectorAll('td')[2]?.textContent === name);
      if (!row) throw new Error(`${name} not listed yet`);
      expect(button('Update Status', row)).toBeEnabled();
      return row;
    });
    await userEvent.click(button('Update Status', open));
    const form = await dialog('Update Status');
    await userEvent.click(form.querySelector('button[aria-haspopup="listbox"]') as HTMLElement);
    await userEvent.click(await until(() => byText('[role="option"]', 'PR-Rejected')));
    await userEvent.fill(form.querySelector('textarea') as HTMLElement, 'Not a fit for the role');
    const release = reviewer.hold('/peer_approve_candidate');
    await userEvent.click(button('Update', form));
    await until(() => expect(button('Update', form)).toBeDisabled());
    await userEvent.click(button('Update', form), { force: true });
    release();
    await toast('Status updated successfully');
    expect(reviewer.answered('/peer_approve_candidate')).toEqual([
      { path: '/peer_approve_candidate', status: 200 },
    ]);
    await until(() => {
      const row = bodyRows(host).find((r) => r.querySelectorAll('td')[2]?.textContent === name);
      expect(row?.querySelectorAll('td')[7]?.textContent).toBe('PR-Rejected');
      expect(row?.querySelectorAll('td')[0]?.textContent).toBe('Low');
      expect(button('Update Status', row as HTMLElement)).toBeDisabled();
    });
  });

  it('candidates: one list request until the first page has come, then the other tab count', async () => {
    const manager = await signedIn('manager', 'manager');
    const release = manager.hold('/redisdashboard');
    const host = mount(manager.client, <CandidateTable />);
    await until(() => expect(manager.asked('/redisdashboard')).toBe(1));
    // The assigned tab counts with its list's own first page: no request of its own.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(manager.asked('/redisdashboard')).toBe(1);
    release();
    await until(() => expect(bodyRows(host).length).toBeGreaterThan(0));
    await until(() => byText('[role="tab"]', /^Assigned to clients \(\d+\)$/));
    await until(() => byText('[role="tab"]', /^Not assigned \(\d+\)$/));
    expect(manager.asked('/redisdashboard')).toBe(2);
  });

  it('candidates: delete asks first, then removes the row; the selection downloads as one zip', async () => {
    const manager = await signedIn('manager', 'manager');
    // Its own candidate (not assigned to a client), so no other test's rows change.
    const name = `Delete Probe ${Date.now()}`;
    await manager.client.candidates.add({ name, email: 'probe@example.com', mobile: '9845012345' });
    mount(manager.client, <CandidateTable />);
    await userEvent.click(await until(() => byText('[role="tab"]', /^Not assigned \(\d+\)$/)));
    const host = await openPanel(document);
    await until(() => expect(bodyRows(host).length).toBeGreaterThan(0));
    await search(host, `name:${name}`);
    const target = await until(() => {
      const rows = bodyRows(host);
      expect(rows.map((r) => r.querySelectorAll('td')[4]?.textContent)).toEqual([name]);
      return rows[0] as HTMLElement;
    });
    const id = /\d+$/.exec(target.querySelector('input')?.getAttribute('aria-label') ?? '')?.[0];
    await userEvent.click(button('Delete', target));
    const ask = await dialog('Delete Candidate');
    expect(ask.textContent).toContain(`Delete ${name}? This cannot be undone.`);
    await userEvent.click(button('Cancel', ask));
    expect(manager.answered(`/delete_candidate/${id}`)).toEqual([]);
    await userEvent.click(button('Delete', target));
    await userEvent.click(button('Delete', await dialog('Delete Candidate')));
    await toast(`${name} was deleted`);
    await until(() => expect(host.textContent).toContain('No candidates found'));
    expect(manager.answered(`/delete_candidate/${id}`)).toEqual([
      { path: `/delete_candidate/${id}`, status: 200 },
    ]);

    // Two candidates of its own with resumes: the unfiltered first page is shared with the other
    // tests of this server, whose inserts and deletes move its rows under the pointer.
    const zipName = `Zip Probe ${Date.now()}`;
    const resume = btoa('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    for (const [n, suffix] of ['A', 'B'].entries()) {
      await manager.client.candidates.add({
        name: `${zipName} ${suffix}`,
        email: `zip-${Date.now()}-${n}@example.com`,
        mobile: `9${String(Date.now()).slice(-8)}${n}`,
        resume,
        resume_filename: `${suffix}.pdf`,
      });
    }
    await userEvent.click(button('Clear', host));
    await search(host, `name:${zipName}`);
    await until(() => expect(bodyRows(host)).toHaveLength(2));
    for (const row of bodyRows(host)) {
      await userEvent.click(row.querySelector('input[type="checkbox"]') as HTMLElement);
    }
    await userEvent.click(button('Download Resumes (2)'));
    await until(() =>
      expect(manager.answered('/download_resumess')).toEqual([
        { path: '/download_resumess', status: 200 },
      ]),
    );
  });

  it('candidates: "Select all N matching" changes every matching row in one request', async () => {
    const manager = await signedIn('manager', 'manager');
    // Twelve of its own (not assigned to a client): more than the first page of 10.
    const prefix = `Matching Probe ${Date.now()}`;
    for (let n = 0; n < 12; n++) {
      await manager.client.candidates.add({
        name: `${prefix} ${String(n).padStart(2, '0')}`,
        email: `matching-${Date.now()}-${n}@example.com`,
        mobile: `8${String(Date.now()).slice(-7)}${String(n).padStart(2, '0')}`,
      });
    }
    mount(manager.client, <CandidateTable />);
    await userEvent.click(await until(() => byText('[role="tab"]', /^Not assigned \(\d+\)$/)));
    const host = await openPanel(document);
    await until(() => expect(bodyRows(host).length).toBeGreaterThan(0));
    await search(host, `name:${prefix}`);
    await until(() => expect(bodyRows(host)).toHaveLength(10));
    await userEvent.click(
      host.querySelector('input[aria-label="Select all rows on this page"]') as HTMLElement,
    );
    await until(() => expect(host.textContent).toContain('All 10 on this page are selected.'));
    await userEvent.click(button('Select all 12 matching', host));
    await until(() => expect(host.textContent).toContain('All 12 matching selected'));
    await userEvent.click(button('Change Status', host));
    const ask = await dialog('Change Status (12)');
    // The Status select's trigger shows its value (a placeholder until chosen), not its label.
    await userEvent.click(ask.querySelector('button[aria-haspopup="listbox"]') as HTMLElement);
    await userEvent.click(await until(() => byText('[role="option"]', 'On Hold')));
    await userEvent.click(button('Update', ask));
    await until(() => expect(host.textContent).toContain('12 updated, 0 refused'));
    expect(manager.answered('/bulk_update_candidates')).toEqual([
      { path: '/bulk_update_candidates', status: 200 },
    ]);
    manager.client.candidates.invalidate();
    const mine = await manager.client.candidates.byRecruiter('manager');
    const probes = mine.filter((c) => c.name.startsWith(prefix));
    expect(probes.map((c) => c.status)).toEqual(Array(12).fill('On Hold'));
  });

  it('jobs: the selection changes status in one request and moves to the other tab', async () => {
    const manager = await signedIn('manager', 'manager');
    // Two closed jobs of its own, found by their role.
    const role = `Probe Role ${Date.now()}`;
    for (const client of ['Probe One', 'Probe Two']) {
      await manager.client.jobs.post({ client, role, job_status: 'Closed', no_of_positions: 1 });
    }
    const host = mount(manager.client, <JobTable />);
    await userEvent.click(await until(() => byText('[role="tab"]', /^Closed \(\d+\)$/)));
    await until(() => expect(bodyRows(host).length).toBeGreaterThan(0));
    await search(host, `role:${role}`);
    await until(() => expect(bodyRows(host)).toHaveLength(2));
    for (const row of bodyRows(host)) {
      await userEvent.click(row.querySelector('input[type="checkbox"]') as HTMLElement);
    }
    await userEvent.click(button('Change Status (2)'));
    await userEvent.click(await until(() => byText('[role="menuitem"]', 'Hold')));
    await toast('2 jobs set to Hold');
    expect(manager.answered('/update_jobs_status_notification')).toEqual([
      { path: '/update_jobs_status_notification', status: 200 },
    ]);
    await until(() => expect(bodyRows(host)).toHaveLength(0));
    // The toast sits over the tabs of this small page: close it first.
    for (const close of document.querySelectorAll(
      '[role="alertdialog"] button[aria-label="Close"]',
    ))
      await userEvent.click(close);
    await userEvent.click(byText('[role="tab"]', /^Hold \(\d+\)$/));
    await until(() => expect(bodyRows(host).length).toBeGreaterThan(0));
    await search(host, `role:${role}`);
    await until(() =>
      expect(bodyRows(host).map((r) => r.querySelectorAll('td')[3]?.textContent)).toEqual([
        'Hold',
        'Hold',
      ]),
    );
  });

  it('users: actions are confirmed; a user deleted meanwhile answers with the §5 message', async () => {
    const manager = await signedIn('manager', 'manager');
    // An account of its own: nothing else refers to it.
    const username = `probe${Date.now()}`;
    await manager.client.auth.signup({
      username,
      name: 'Probe User',
      email: `${username}@example.com`,
      password: 'Probe@12345',
      user_type: 'recruiter',
    });
    const lists = await manager.client.users.listActive();
    const all: ActiveUserView[] = [...lists.managers, ...lists.recruiters];
    const target = all.find((u) => u.username === username);
    if (!target) throw new Error(`${username} is not listed`);
    const changes = vi.fn();
    // A host that holds its own rows (and keeps them stale here, on purpose).
    const host = mount(manager.client, <UserDirectory rows={[target]} onDataChange={changes} />);
    const row = await until(() => {
      const first = bodyRows(host)[0];
      if (!first) throw new Error('no row yet');
      return first;
    });
    await userEvent.click(button('Delete', row));
    await userEvent.click(button('Cancel', await dialog('Delete')));
    expect(manager.answered('/delete_user')).toEqual([]);
    await userEvent.click(button('Delete', row));
    await userEvent.click(button('Confirm', await dialog('Delete')));
    await toast('User deleted successfully');
    expect(changes).toHaveBeenCalledTimes(1);
    await userEvent.click(button('Make Peer Reviewer', row));
    await userEvent.click(button('Confirm', await dialog('Make Peer Reviewer')));
    await toast('User not found');
    expect(changes).toHaveBeenCalledTimes(1);
  });
});
