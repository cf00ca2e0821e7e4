import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EndpointKey, endpointEntries } from '../../src/contract/endpoints';
import { matchEndpoint } from '../../src/contract/paths';
import { createClient, type HrPortalClient } from '../../src/index';
import { type LoopbackServer, startLoopbackServer } from '../helpers/loopbackServer';

/*
 * Every route of the contract must be reachable from a client method: each method below is
 * called against a recording loopback server, the paths it hit are matched back to route keys,
 * and the union must be the whole registry. A method added to a namespace without a row here
 * fails the second test.
 */

const genericAnswer = {
  status: 'success',
  message: 'ok',
  candidates: [],
  meetings: [],
  call_events: [],
  zoom_meetings: [],
  google_meet_meetings: [],
  vendors: [],
  data: [],
  jobs: [],
  active_users_manager: [],
  active_users_recruiter: [],
  job_posts_active: [],
  job_posts_closed: [],
  job_posts_hold: [],
  total: 0,
  page_no: 1,
  page_size: 10,
  total_pages: 0,
};

const b = {} as never;
type Call = readonly [
  namespace: string,
  method: string,
  run: (c: HrPortalClient) => Promise<unknown>,
];

const calls: Call[] = [
  ['auth', 'login', (c) => c.auth.login({ role: 'manager', username: 'm', password: 'p' })],
  ['auth', 'login', (c) => c.auth.login({ role: 'recruiter', username: 'r', password: 'p' })],
  ['auth', 'login', (c) => c.auth.login({ role: 'leadership', username: 'l', password: 'p' })],
  ['auth', 'loginWithEmail', (c) => c.auth.loginWithEmail({ username: 'm', password: 'p' })],
  ['auth', 'current', (c) => c.auth.current()],
  ['auth', 'signup', (c) => c.auth.signup(b)],
  ['auth', 'signupOneTime', (c) => c.auth.signupOneTime(b)],
  ['auth', 'changePassword', (c) => c.auth.changePassword(b)],
  ['auth', 'generateOtp', (c) => c.auth.generateOtp(b)],
  ['auth', 'resetPassword', (c) => c.auth.resetPassword(b)],
  ['auth', 'logout', (c) => c.auth.logout()],
  ['candidates', 'list', (c) => c.candidates.list(b)],
  ['candidates', 'byRecruiter', (c) => c.candidates.byRecruiter('asha')],
  ['candidates', 'add', (c) => c.candidates.add(b)],
  ['candidates', 'edit', (c) => c.candidates.edit(1, b)],
  ['candidates', 'updateStatus', (c) => c.candidates.updateStatus(1, b)],
  ['candidates', 'remove', (c) => c.candidates.remove(1, b)],
  ['candidates', 'get', (c) => c.candidates.get(1)],
  ['candidates', 'check', (c) => c.candidates.check(b)],
  ['candidates', 'files', (c) => c.candidates.files(1)],
  ['candidates', 'parseResume', (c) => c.candidates.parseResume(b)],
  ['candidates', 'overview', (c) => c.candidates.overview(b)],
  ['candidates', 'checkResumeMatch', (c) => c.candidates.checkResumeMatch(b)],
  ['candidates', 'matchToJobs', (c) => c.candidates.matchToJobs(b)],
  ['candidates', 'matchForJob', (c) => c.candidates.matchForJob(b)],
  ['candidates', 'extractResumes', (c) => c.candidates.extractResumes(b)],
  ['candidates', 'extractResumeText', (c) => c.candidates.extractResumeText(b)],
  ['candidates', 'bulkUpdate', (c) => c.candidates.bulkUpdate(b)],
  ['candidates', 'assignRecruiter', (c) => c.candidates.assignRecruiter(b)],
  ['candidates', 'assignClient', (c) => c.candidates.assignClient(b)],
  ['jobs', 'list', (c) => c.jobs.list()],
  ['jobs', 'get', (c) => c.jobs.get(1)],
  ['jobs', 'post', (c) => c.jobs.post(b)],
  ['jobs', 'edit', (c) => c.jobs.edit(1, b)],
  ['jobs', 'remove', (c) => c.jobs.remove(1, b)],
  ['jobs', 'sendNotifications', (c) => c.jobs.sendNotifications(b)],
  ['jobs', 'sendEditNotifications', (c) => c.jobs.sendEditNotifications(b)],
  ['jobs', 'updateStatus', (c) => c.jobs.updateStatus(b)],
  ['jobs', 'updateStatusBulk', (c) => c.jobs.updateStatusBulk(b)],
  ['jobs', 'assignRecruiters', (c) => c.jobs.assignRecruiters(b)],
  ['users', 'listActive', (c) => c.users.listActive()],
  ['users', 'setVerified', (c) => c.users.setVerified(b)],
  ['users', 'setActive', (c) => c.users.setActive(b)],
  ['users', 'setPeerReviewer', (c) => c.users.setPeerReviewer(b)],
  ['users', 'updateStatus', (c) => c.users.updateStatus(b)],
  ['users', 'remove', (c) => c.users.remove(b)],
  ['users', 'image', (c) => c.users.image(1)],
  ['users', 'uploadImage', (c) => c.users.uploadImage(1, b)],
  ['peerReview', 'pending', (c) => c.peerReview.pending('r')],
  ['peerReview', 'decide', (c) => c.peerReview.decide(b)],
  ['peerReview', 'assign', (c) => c.peerReview.assign(b)],
  ['clients', 'list', (c) => c.clients.list()],
  ['clients', 'create', (c) => c.clients.create(b)],
  ['clients', 'jobs', (c) => c.clients.jobs()],
  ['clients', 'detail', (c) => c.clients.detail(1)],
  ['clients', 'summaries', (c) => c.clients.summaries({ client: 'Acme' } as never)],
  ['vendors', 'dashboard', (c) => c.vendors.dashboard()],
  ['vendors', 'sendEditNotifications', (c) => c.vendors.sendEditNotifications(b)],
  ['vendors', 'assignRecruiters', (c) => c.vendors.assignRecruiters(b)],
  ['careers', 'registrations', (c) => c.careers.registrations()],
  ['careers', 'registration', (c) => c.careers.registration(1)],
  ['careers', 'resume', (c) => c.careers.resume(1, 'Ravi')],
  ['careers', 'jobs', (c) => c.careers.jobs()],
  ['careers', 'apply', (c) => c.careers.apply(b)],
  ['meetings', 'teams', (c) => c.meetings.teams(1)],
  ['meetings', 'calls', (c) => c.meetings.calls(1)],
  ['meetings', 'zoom', (c) => c.meetings.zoom(1)],
  ['meetings', 'googleMeet', (c) => c.meetings.googleMeet(1)],
  ['meetings', 'createCall', (c) => c.meetings.createCall(b)],
  ['meetings', 'createInPerson', (c) => c.meetings.createInPerson(b)],
  ['meetings', 'createTeams', (c) => c.meetings.createTeams(b)],
  ['meetings', 'createZoom', (c) => c.meetings.createZoom(b)],
  ['meetings', 'createGoogleMeet', (c) => c.meetings.createGoogleMeet(b)],
  ['meetings', 'updateTeams', (c) => c.meetings.updateTeams(b)],
  ['meetings', 'deleteTeams', (c) => c.meetings.deleteTeams(b)],
  ['meetings', 'editGoogleMeet', (c) => c.meetings.editGoogleMeet('g1', b)],
  ['meetings', 'deleteGoogleMeet', (c) => c.meetings.deleteGoogleMeet('g1')],
  ['meetings', 'editZoom', (c) => c.meetings.editZoom(b)],
  ['meetings', 'deleteZoom', (c) => c.meetings.deleteZoom('z1')],
  ['meetings', 'editCall', (c) => c.meetings.editCall(1, b)],
  ['meetings', 'deleteCall', (c) => c.meetings.deleteCall(1)],
  ['meetings', 'editInPerson', (c) => c.meetings.editInPerson(1, b)],
  ['meetings', 'deleteInPerson', (c) => c.meetings.deleteInPerson(1)],
  // Issue 20 (meetings calendar)
  ['meetings', 'calendar', (c) => c.meetings.calendar({ from: '2026-06-01', to: '2026-06-30' })],
  ['meetings', 'conflicts', (c) => c.meetings.conflicts(b)],
  ['meetings', 'invite', (c) => c.meetings.invite('zoom_1')],
  ['candidates', 'record', (c) => c.candidates.record(1)],
  ['jobs', 'funnels', (c) => c.jobs.funnels(b)],
  [
    'users',
    'recruiterFigures',
    (c) => c.users.recruiterFigures({ from: '2026-06-01', to: '2026-06-30' }),
  ],
  ['users', 'recruiterDetail', (c) => c.users.recruiterDetail(1)],
  ['users', 'managerFigures', (c) => c.users.managerFigures()],
  ['users', 'analytics', (c) => c.users.analytics({ preset: 'this_month' })],
  ['meetings', 'calendarFeed', (c) => c.meetings.calendarFeed()],
  ['meetings', 'createCalendarFeed', (c) => c.meetings.createCalendarFeed()],
  ['meetings', 'revokeCalendarFeed', (c) => c.meetings.revokeCalendarFeed()],
  [
    'meetings',
    'calendarFeedFile',
    (c) => c.meetings.calendarFeedFile('q3Jx0vYc2m5Lh8TtRb1WkZpN4sAe7UdGfHiKoMlPnQr.ics'),
  ],
  ['targets', 'current', (c) => c.targets.current()],
  ['targets', 'updateProgress', (c) => c.targets.updateProgress(b)],
  ['targets', 'assignWeekly', (c) => c.targets.assignWeekly(b)],
  ['targets', 'editWeekly', (c) => c.targets.editWeekly(1, b)],
  ['targets', 'weekly', (c) => c.targets.weekly(1)],
  ['targets', 'assignMonthly', (c) => c.targets.assignMonthly(b)],
  ['targets', 'editMonthly', (c) => c.targets.editMonthly(1, b)],
  ['targets', 'monthly', (c) => c.targets.monthly(1)],
  ['targets', 'recruiterWeekly', (c) => c.targets.recruiterWeekly(1)],
  ['targets', 'recruiterMonthly', (c) => c.targets.recruiterMonthly(1)],
  ['targets', 'progress', (c) => c.targets.progress({ period: 'weekly' })],
  ['targets', 'bulkAssign', (c) => c.targets.bulkAssign({ period: 'weekly' } as never)],
  ['targets', 'copyLastPeriod', (c) => c.targets.copyLastPeriod({ period: 'weekly' } as never)],
  ['sop', 'documents', (c) => c.sop.documents()],
  ['sop', 'create', (c) => c.sop.create(b)],
  ['sop', 'edit', (c) => c.sop.edit(1, b)],
  ['sop', 'versions', (c) => c.sop.versions(1)],
  ['sop', 'version', (c) => c.sop.version(1, 2)],
  ['sop', 'incentives', (c) => c.sop.incentives()],
  ['dashboard', 'tasks', (c) => c.dashboard.tasks()],
  ['support', 'report', (c) => c.support.report(b)],
  ['support', 'reports', (c) => c.support.reports({ user_id: 1 } as never)],
  ['security', 'auditLog', (c) => c.security.auditLog({ action: 'update' })],
  ['security', 'auditLogCsv', (c) => c.security.auditLogCsv({ action: 'update' })],
  ['security', 'sessions', (c) => c.security.sessions({ user_id: 1 })],
  ['security', 'revokeSession', (c) => c.security.revokeSession(1)],
  ['security', 'settings', (c) => c.security.settings()],
  ['security', 'saveSettings', (c) => c.security.saveSettings(b)],
  ['files', 'resume', (c) => c.files.resume(1, 'Ravi')],
  ['files', 'careersResume', (c) => c.files.careersResume(1)],
  ['files', 'jobDescription', (c) => c.files.jobDescription(1, 'Acme')],
  ['files', 'additionalFiles', (c) => c.files.additionalFiles(1, 'Ravi')],
  ['files', 'bulkResumes', (c) => c.files.bulkResumes([1, 2])],
  ['chat', 'usersWithConversations', (c) => c.chat.usersWithConversations(1)],
  ['chat', 'messages', (c) => c.chat.messages(1, 2, { limit: 20 } as never)],
  ['chat', 'groupMessages', (c) => c.chat.groupMessages(1)],
  ['chat', 'userGroups', (c) => c.chat.userGroups(1)],
  ['chat', 'onlineUsers', (c) => c.chat.onlineUsers()],
  ['system', 'health', (c) => c.system.health()],
  ['system', 'ready', (c) => c.system.ready()],
  ['system', 'recentEvents', (c) => c.system.recentEvents({ after_id: '5' })],
  ['ai', 'status', (c) => c.ai.status()],
  ['ai', 'processDocument', (c) => c.ai.processDocument(b)],
  ['ai', 'storedDocument', (c) => c.ai.storedDocument(b)],
  ['ai', 'storedDocuments', (c) => c.ai.storedDocuments()],
  ['ai', 'run', (c) => c.ai.run(b)],
  [
    'ai',
    'stream',
    async (c) => {
      const tokens: string[] = [];
      const result = await c.ai.stream({ task: 'enhance_jd' }, { onToken: (t) => tokens.push(t) });
      expect(tokens.join('')).toBe('Hello');
      expect(result.mode).toBe('local');
    },
  ],
  [
    'liveFeed',
    'liveFeed',
    (c) =>
      new Promise<void>((resolve) => {
        const feed = c.liveFeed(1);
        feed.on('connection:changed', (state) => {
          if (state !== 'connected') return;
          feed.disconnect();
          resolve();
        });
        feed.connect();
      }),
  ],
];

let server: LoopbackServer;
beforeAll(async () => {
  server = await startLoopbackServer((req, res) => {
    const match = matchEndpoint(req.method, req.url.split('?')[0] ?? '');
    if (match?.key === 'calendarFeedIcs' || match?.key === 'meetingInvite') {
      res.writeHead(200, { 'Content-Type': 'text/calendar' });
      return res.end('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    }
    if (match && ['viewResume', 'viewJd', 'userImage'].includes(match.key)) {
      res.writeHead(200, {
        'Content-Type': match.key === 'userImage' ? 'image/png' : 'application/pdf',
      });
      return res.end('%PDF-1.4');
    }
    if (match && ['downloadAdditionalFiles', 'downloadResumes'].includes(match.key)) {
      res.writeHead(200, { 'Content-Type': 'application/zip' });
      return res.end('PK');
    }
    if (match?.key === 'aiStream') {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      const result = { task: 'enhance_jd', mode: 'local', model: 'local', answer: 'Hello' };
      return res.end(
        `data: {"type":"meta","mode":"local","model":"local"}\n\ndata: {"type":"token","text":"Hel"}\n\ndata: {"type":"token","text":"lo"}\n\ndata: ${JSON.stringify({ type: 'result', result })}\n\n`,
      );
    }
    if (match?.key === 'liveFeed') {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      return res.end(': hello\n\n');
    }
    const body = req.url.startsWith('/login')
      ? {
          ...genericAnswer,
          email: 'm@x.com',
          user_id: 1,
          name: 'M',
          session_token: 't',
          peer_status: false,
        }
      : genericAnswer;
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  });
});
afterAll(() => server.close());

describe('route coverage', () => {
  it('every route of the contract is reached by some client method', async () => {
    const client = createClient({ baseUrl: server.url, retry: { limit: 0 } });
    for (const [, , run] of calls) await run(client);
    const reached = new Set<EndpointKey>();
    for (const req of server.requests) {
      const match = matchEndpoint(req.method, req.url.split('?')[0] ?? '');
      expect(match, `${req.method} ${req.url} matches no route`).toBeDefined();
      if (match) reached.add(match.key);
    }
    const missing = endpointEntries.map(([key]) => key).filter((key) => !reached.has(key));
    expect(missing).toEqual([]);
    expect(reached.size).toBe(endpointEntries.length);
  });

  it('every namespace method is exercised above', () => {
    const client = createClient({ baseUrl: server.url });
    const covered = new Set(calls.map(([ns, method]) => `${ns}.${method}`));
    const namespaces = Object.entries(client).filter(
      ([name, value]) => typeof value === 'object' && !['session', 'http'].includes(name),
    );
    const methods = namespaces.flatMap(([ns, api]) =>
      Object.entries(api as Record<string, unknown>)
        .filter(([name, value]) => typeof value === 'function' && name !== 'invalidate')
        .map(([name]) => `${ns}.${name}`),
    );
    expect(methods.length).toBeGreaterThan(90);
    expect(methods.filter((m) => !covered.has(m))).toEqual([]);
  });
});
