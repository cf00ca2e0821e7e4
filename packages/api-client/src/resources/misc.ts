import type { EndpointBody, EndpointQuery, EndpointResponse } from '../contract/endpoints';
import type { CareerRegistration, VendorDashboardEntry } from '../contract/jobs';
import { withUserMessage } from '../errors/HrPortalError';
import { sdkMessages as messages } from '../errors/sdkMessages';
import type { DownloadedFile, QueryValue } from '../http/httpClient';
import { type ClientSummary, summarizeClients } from '../mappers/clients';
import { type VendorRollup, vendorRollup } from '../mappers/vendor';
import {
  type CallOptions,
  callers,
  type Answer as R,
  type ResourceContext,
  withSignal,
} from './context';
import { documentExtensionFor, safeFileNamePart } from './files';

/**
 * `client.clients`: client companies (SPEC §7 "Assignment", "Jobs").
 *
 * @example
 * ```ts
 * const { clients } = await client.clients.list();
 * ```
 */
export interface ClientsApi {
  /** Clients with job counts (`GET /clients`). */
  list(options?: CallOptions): R<'listClients'>;
  /** Creates a client (`/create/client`). */
  create(body: EndpointBody<'createClient'>, options?: CallOptions): R<'createClient'>;
  /** Jobs of one client or all visible (`GET /view_client_jobs`). */
  jobs(query?: EndpointQuery<'viewClientJobs'>, options?: CallOptions): R<'viewClientJobs'>;
  /** One client's jobs, pipeline, recruiters and weekly activity (`GET /org/clients/:clientId`). */
  detail(clientId: number, options?: CallOptions): R<'clientDetail'>;
  /** Jobs of one client or all visible, summarised per client ({@link summarizeClients}). */
  summaries(
    query?: EndpointQuery<'viewClientJobs'>,
    options?: CallOptions,
  ): Promise<ClientSummary[]>;
}

/**
 * A vendor's dashboard row with its derived {@link VendorRollup}.
 *
 * @example
 * ```ts
 * const rows: VendorWithRollup[] = await client.vendors.dashboard();
 * ```
 */
export type VendorWithRollup = VendorDashboardEntry & { rollup: VendorRollup };

/**
 * `client.vendors`: the vendor dashboard and vendor notifications.
 *
 * @example
 * ```ts
 * const vendors = await client.vendors.dashboard();
 * ```
 */
export interface VendorsApi {
  /** Vendors with jobs and roll-ups (`GET /vendor_dashboard`). */
  dashboard(options?: CallOptions): Promise<VendorWithRollup[]>;
  /** Notifies vendors of an edited job. */
  sendEditNotifications(
    body: EndpointBody<'vendorSendEditNotifications'>,
    options?: CallOptions,
  ): R<'vendorSendEditNotifications'>;
  /** Sets a vendor's recruiters for a job. */
  assignRecruiters(
    body: EndpointBody<'vendorAssignRecruiters'>,
    options?: CallOptions,
  ): R<'vendorAssignRecruiters'>;
}

/**
 * `client.careers`: registrations from the public board, its jobs, applying.
 *
 * @example
 * ```ts
 * const registrations = await client.careers.registrations();
 * ```
 */
export interface CareersApi {
  /** Registrations as a list, whether the server answers an array or `{ data }`. */
  registrations(options?: CallOptions): Promise<CareerRegistration[]>;
  /** One registration (`GET /careers_registrations/{id}`): what "Convert to candidate" prefills from. */
  registration(id: number, options?: CallOptions): Promise<CareerRegistration>;
  /**
   * A registration's resume (`GET /careers_registrations/{id}/resume`), named `{name}_{id}.pdf|doc|docx`
   * (SPEC §9) when the applicant's name is given.
   */
  resume(id: number, name?: string, options?: CallOptions): Promise<DownloadedFile>;
  /** Jobs posted to careers (public). */
  jobs(options?: CallOptions): R<'careersJobs'>;
  /** Applies to a posted job (public). */
  apply(body: EndpointBody<'careersApply'>, options?: CallOptions): R<'careersApply'>;
}

/**
 * `client.targets`: weekly and monthly recruiter targets (SPEC §7 "Targets").
 *
 * @example
 * ```ts
 * const { targets } = await client.targets.weekly(1);
 * ```
 */
export interface TargetsApi {
  /** The current week's and month's targets (`GET /recruiter_targets/get`). */
  current(
    query?: EndpointQuery<'getRecruiterTargets'>,
    options?: CallOptions,
  ): R<'getRecruiterTargets'>;
  /** Records achieved counts (`/recruiter_targets/update`). */
  updateProgress(
    body: EndpointBody<'updateRecruiterTargets'>,
    options?: CallOptions,
  ): R<'updateRecruiterTargets'>;
  /** Assigns a weekly target. */
  assignWeekly(
    body: EndpointBody<'assignWeeklyTarget'>,
    options?: CallOptions,
  ): R<'assignWeeklyTarget'>;
  /** Edits a weekly target. */
  editWeekly(
    id: number,
    body: EndpointBody<'editWeeklyTarget'>,
    options?: CallOptions,
  ): R<'editWeeklyTarget'>;
  /** Weekly targets a manager assigned. */
  weekly(managerId: number, options?: CallOptions): R<'getWeeklyTargets'>;
  /** Assigns a monthly target. */
  assignMonthly(
    body: EndpointBody<'assignMonthlyTarget'>,
    options?: CallOptions,
  ): R<'assignMonthlyTarget'>;
  /** Edits a monthly target. */
  editMonthly(
    id: number,
    body: EndpointBody<'editMonthlyTarget'>,
    options?: CallOptions,
  ): R<'editMonthlyTarget'>;
  /** Monthly targets a manager assigned. */
  monthly(managerId: number, options?: CallOptions): R<'getMonthlyTargets'>;
  /** A recruiter's weekly targets. */
  recruiterWeekly(recruiterId: number, options?: CallOptions): R<'getRecruiterWeeklyTargets'>;
  /** A recruiter's monthly targets. */
  recruiterMonthly(recruiterId: number, options?: CallOptions): R<'getRecruiterMonthlyTargets'>;
  /** Targets with the counted figures, this period and history (`GET /target_progress`). */
  progress(query: EndpointQuery<'targetProgress'>, options?: CallOptions): R<'targetProgress'>;
  /** One target for several recruiters (`/bulk_assign_targets`). */
  bulkAssign(
    body: EndpointBody<'bulkAssignTargets'>,
    options?: CallOptions,
  ): R<'bulkAssignTargets'>;
  /** The previous period's targets copied into a period (`/copy_targets`). */
  copyLastPeriod(body: EndpointBody<'copyTargets'>, options?: CallOptions): R<'copyTargets'>;
}

/**
 * `client.sop`: SOP & incentives documents, their versions and the incentive calculator.
 *
 * @example
 * ```ts
 * const { documents } = await client.sop.documents();
 * ```
 */
export interface SopApi {
  /** Every document, current version (`GET /sop_documents`). */
  documents(options?: CallOptions): R<'sopDocuments'>;
  /** Writes a new document (managers). */
  create(body: EndpointBody<'createSopDocument'>, options?: CallOptions): R<'createSopDocument'>;
  /** Saves a new version (managers; 409 when `base_version` is stale). */
  edit(
    id: number,
    body: EndpointBody<'editSopDocument'>,
    options?: CallOptions,
  ): R<'editSopDocument'>;
  /** Who changed what and when, newest first. */
  versions(id: number, options?: CallOptions): R<'sopDocumentVersions'>;
  /** One old version, whole. */
  version(id: number, version: number, options?: CallOptions): R<'sopDocumentVersion'>;
  /** The published plan applied to each recruiter's joins in a period. */
  incentives(
    query?: EndpointQuery<'calculateIncentives'>,
    options?: CallOptions,
  ): R<'calculateIncentives'>;
}

/**
 * `client.support`: issue reports (SPEC §7 "Support").
 *
 * @example
 * ```ts
 * await client.support.report({ user_id: 3, title: 'Export fails', description: '…', screenshots: [] });
 * ```
 */
export interface SupportApi {
  /** Reports an issue with screenshots (`/auth_issue_report`). */
  report(body: EndpointBody<'reportIssue'>, options?: CallOptions): R<'reportIssue'>;
  /** Issue reports (`GET /get_issue_reports?user_id=`). */
  reports(query?: EndpointQuery<'getIssueReports'>, options?: CallOptions): R<'getIssueReports'>;
}

/**
 * `client.chat`: the HTTP part of the chat (SPEC §7 "Chat HTTP"); the socket is
 * `@hrportal/api-client/chat-socket`.
 *
 * @example
 * ```ts
 * const { messages } = await client.chat.messages(3, 5);
 * ```
 */
export interface ChatApi {
  /** Active users with conversation info and unread counts. */
  usersWithConversations(userId: number, options?: CallOptions): R<'chatUsersWithConversations'>;
  /** Direct-message history between two users. */
  messages(
    userId: number,
    otherUserId: number,
    query?: EndpointQuery<'chatMessages'>,
    options?: CallOptions,
  ): R<'chatMessages'>;
  /** Group-message history. */
  groupMessages(
    groupId: number,
    query?: EndpointQuery<'chatGroupMessages'>,
    options?: CallOptions,
  ): R<'chatGroupMessages'>;
  /** The user's groups with unread counts. */
  userGroups(userId: number, options?: CallOptions): R<'chatUserGroups'>;
  /** Presence of every active user. */
  onlineUsers(options?: CallOptions): R<'chatOnlineUsers'>;
}

/**
 * `client.system`: health, readiness and the recent live events (catch-up without a stream).
 *
 * @example
 * ```ts
 * const { events } = await client.system.recentEvents({ after_id: lastSeenId });
 * ```
 */
export interface SystemApi {
  /** Liveness. */
  health(options?: CallOptions): R<'health'>;
  /** Readiness (503 while the database is not ready). */
  ready(options?: CallOptions): R<'ready'>;
  /** Recent live events after an id, oldest first (`GET /events`). */
  recentEvents(query?: EndpointQuery<'recentEvents'>, options?: CallOptions): R<'recentEvents'>;
}

/** @internal */
export function createClientsApi({ http }: ResourceContext): ClientsApi {
  const c = callers(http);
  const jobs = c.query<EndpointResponse<'viewClientJobs'>>('viewClientJobs');
  return {
    list: c.plain('listClients'),
    create: c.body('createClient'),
    detail: c.param('clientDetail', 'clientId'),
    jobs,
    summaries: async (query, options) => summarizeClients((await jobs(query, options)).jobs ?? []),
  };
}

/** @internal */
export function createVendorsApi({ http }: ResourceContext): VendorsApi {
  const c = callers(http);
  const dashboard = c.plain<EndpointResponse<'vendorDashboard'>>('vendorDashboard');
  return {
    dashboard: async (options) =>
      ((await dashboard(options)).vendors ?? []).map((entry) => ({
        ...entry,
        rollup: vendorRollup(entry),
      })),
    sendEditNotifications: c.body('vendorSendEditNotifications'),
    assignRecruiters: c.body('vendorAssignRecruiters'),
  };
}

/** @internal */
export function createCareersApi({ http }: ResourceContext): CareersApi {
  const c = callers(http);
  const registrations = c.plain<EndpointResponse<'careersRegistrations'>>('careersRegistrations');
  return {
    async registrations(options) {
      const answer = await registrations(options);
      return Array.isArray(answer) ? answer : (answer.data ?? []);
    },
    async registration(id, options) {
      const answer = await http.json<EndpointResponse<'careersRegistration'>>(
        'careersRegistration',
        { params: { id }, ...withSignal(options) },
      );
      return answer.registration;
    },
    resume: (id, name, options) =>
      http.file(
        'careersRegistrationResume',
        { params: { id }, ...withSignal(options) },
        (type, server) =>
          name
            ? `${safeFileNamePart(name)}_${id}.${documentExtensionFor(type)}`
            : (server ?? `resume_${id}.${documentExtensionFor(type)}`),
      ),
    jobs: c.plain('careersJobs'),
    apply: c.body('careersApply'),
  };
}

/** A target call whose failures read `Failed to {action} {period} target: {status} {text}` (§8). */
function target<A extends unknown[], R>(
  call: (...args: A) => Promise<R>,
  action: 'assign' | 'edit' | 'get',
  period: 'weekly' | 'monthly',
) {
  return withUserMessage(call, (error) =>
    messages.targetFailed(action, period, error.status, error.message),
  );
}

/** @internal */
export function createTargetsApi({ http }: ResourceContext): TargetsApi {
  const c = callers(http);
  return {
    current: c.query('getRecruiterTargets'),
    updateProgress: c.body('updateRecruiterTargets'),
    assignWeekly: target(c.body('assignWeeklyTarget'), 'assign', 'weekly'),
    editWeekly: target(c.paramBody('editWeeklyTarget', 'id'), 'edit', 'weekly'),
    weekly: target(c.param('getWeeklyTargets', 'managerId'), 'get', 'weekly'),
    assignMonthly: target(c.body('assignMonthlyTarget'), 'assign', 'monthly'),
    editMonthly: target(c.paramBody('editMonthlyTarget', 'id'), 'edit', 'monthly'),
    monthly: target(c.param('getMonthlyTargets', 'managerId'), 'get', 'monthly'),
    recruiterWeekly: target(c.param('getRecruiterWeeklyTargets', 'recruiterId'), 'get', 'weekly'),
    recruiterMonthly: target(
      c.param('getRecruiterMonthlyTargets', 'recruiterId'),
      'get',
      'monthly',
    ),
    progress: (query, options) =>
      target(
        c.query<EndpointResponse<'targetProgress'>>('targetProgress'),
        'get',
        query.period,
      )(query, options),
    bulkAssign: (body, options) =>
      target(
        c.body<EndpointResponse<'bulkAssignTargets'>>('bulkAssignTargets'),
        'assign',
        body.period,
      )(body, options),
    copyLastPeriod: (body, options) =>
      target(
        c.body<EndpointResponse<'copyTargets'>>('copyTargets'),
        'assign',
        body.period,
      )(body, options),
  };
}

/**
 * `client.dashboard`: what needs the signed-in user now (issue 21).
 *
 * @example
 * ```ts
 * const { stuck } = await client.dashboard.tasks({ stuck_days: 7 });
 * ```
 */
export interface DashboardApi {
  /** Reviews waiting, stuck candidates, jobs without submissions this week, recent activity. */
  tasks(query?: EndpointQuery<'myTasks'>, options?: CallOptions): R<'myTasks'>;
}

/** @internal */
export function createDashboardApi({ http }: ResourceContext): DashboardApi {
  return { tasks: callers(http).query('myTasks') };
}

/** @internal */
export function createSopApi({ http }: ResourceContext): SopApi {
  const c = callers(http);
  return {
    documents: c.plain('sopDocuments'),
    create: c.body('createSopDocument'),
    edit: c.paramBody('editSopDocument', 'id'),
    versions: c.param('sopDocumentVersions', 'id'),
    version: (id, version, options) =>
      http.json('sopDocumentVersion', { params: { id, version }, ...withSignal(options) }),
    incentives: c.query('calculateIncentives'),
  };
}

/** @internal */
export function createSupportApi({ http }: ResourceContext): SupportApi {
  const c = callers(http);
  return { report: c.body('reportIssue'), reports: c.query('getIssueReports') };
}

/** @internal */
export function createChatApi({ http }: ResourceContext): ChatApi {
  const c = callers(http);
  const history =
    (key: 'chatMessages' | 'chatGroupMessages') =>
    (params: Record<string, number>, query?: object, options?: CallOptions) =>
      http.json<never>(key, {
        params,
        query: query as Record<string, QueryValue>,
        ...withSignal(options),
      });
  const direct = history('chatMessages');
  const group = history('chatGroupMessages');
  return {
    usersWithConversations: c.param('chatUsersWithConversations', 'userId'),
    messages: (userId, otherUserId, query, options) =>
      direct({ userId, otherUserId }, query, options),
    groupMessages: (groupId, query, options) => group({ groupId }, query, options),
    userGroups: c.param('chatUserGroups', 'userId'),
    onlineUsers: c.plain('chatOnlineUsers'),
  };
}

/** @internal */
export function createSystemApi({ http }: ResourceContext): SystemApi {
  const c = callers(http);
  return {
    health: c.plain('health'),
    ready: c.plain('ready'),
    recentEvents: c.query('recentEvents'),
  };
}
