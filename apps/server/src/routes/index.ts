import { documentRoutes } from '../documents/routes';
import { aiRoutes } from './ai';
import { analyticsRoutes } from './analytics';
import { auditRoutes } from './audit';
import { authRoutes } from './auth';
import { calendarFeedRoutes } from './calendarFeed';
import { candidateBulkRoutes } from './candidateBulk';
import { candidateExtraRoutes } from './candidateExtras';
import { candidateRoutes } from './candidates';
import { chatRoutes } from './chat';
import { dashboardRoutes } from './dashboard';
import { eventRoutes } from './events';
import { jobRoutes } from './jobs';
import { meetingRoutes } from './meetings';
import { openApiRoutes } from './openapi';
import { orgRoutes } from './org';
import { organisationRoutes } from './organisation';
import { peerReviewRoutes } from './peerReview';
import type { RoutePlugin } from './plugin';
import { settingsRoutes } from './settings';
import { sopRoutes } from './sop';
import { supportRoutes } from './support';
import { systemRoutes } from './system';
import { targetProgressRoutes } from './targetProgress';
import { targetRoutes } from './targets';
import { userRoutes } from './users';

/**
 * Every route plugin, registered in this order under the API prefix (`config.apiBasePath`) with a
 * `RouteContext` (`routes/plugin.ts`). A new area of the API is one file in `routes/` and one entry here.
 */
export const routePlugins: readonly RoutePlugin[] = [
  systemRoutes,
  authRoutes,
  candidateRoutes,
  peerReviewRoutes,
  userRoutes,
  supportRoutes,
  eventRoutes,
  jobRoutes,
  organisationRoutes,
  orgRoutes,
  analyticsRoutes,
  targetRoutes,
  targetProgressRoutes,
  meetingRoutes,
  calendarFeedRoutes,
  candidateExtraRoutes,
  documentRoutes,
  candidateBulkRoutes,
  chatRoutes,
  auditRoutes,
  aiRoutes,
  settingsRoutes,
  sopRoutes,
  dashboardRoutes,
  openApiRoutes,
];
