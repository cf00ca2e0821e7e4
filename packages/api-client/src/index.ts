/**
 * `@hrportal/api-client`: the SDK of the HR Portal API. `createClient` gives a typed client with
 * one namespace per area of SPEC §7, the session store, caches and downloads; the mappers turn
 * server shapes into the view models of SPEC §3. The wire contract is the `./contract` subpath;
 * the chat socket is `./chat-socket` (keeps socket.io-client out of bundles that do not chat).
 *
 * @packageDocumentation
 */
// From the zod-free modules, not the contract's barrel: in Node (no bundler to tree-shake) the
// barrel would load zod and every schema at import (issue 22: cold import 3× slower).
export {
  candidatesCacheTtlMs,
  dataStaleTimeMs,
  jobsCacheTtlMs,
  meetingsCacheTtlMs,
  requestTimeoutMs,
  retryBaseDelayMs,
  retryLimit,
  sessionAbsoluteTimeoutMs,
  sessionInactivityTimeoutMs,
} from './contract/constants';
export { connectivityMessages, messages, statusMessages } from './contract/messages';
export type { ClientOptions, HrPortalClient } from './createClient';
export { createClient } from './createClient';
export type { HrPortalErrorInit, HrPortalErrorKind } from './errors/HrPortalError';
export { HrPortalError, isHrPortalError, messageForStatus } from './errors/HrPortalError';
export type {
  DownloadedFile,
  RetryInfo,
  RetryOptions,
  ValidationSchemas,
} from './http/httpClient';
export type { LoginClient, LoginClientOptions } from './loginClient';
export { createLoginClient } from './loginClient';
export type { ActiveUserView } from './mappers/activeUser';
export { activeUserFromServer } from './mappers/activeUser';
export type { CandidateListItem } from './mappers/candidate';
export { toCandidateListItem } from './mappers/candidate';
export type { ClientSummary } from './mappers/clients';
export { summarizeClients } from './mappers/clients';
export { formatExperience, parseExperience } from './mappers/experience';
export type { Meeting } from './mappers/meeting';
export { meetingPlatforms, normalizeMeeting } from './mappers/meeting';
export type { PeerReviewItem, PeerReviewPriority } from './mappers/peerReview';
export { peerReviewPriority } from './mappers/peerReview';
export type { VendorRollup } from './mappers/vendor';
export { vendorRollup } from './mappers/vendor';
export type {
  LiveFeed,
  LiveFeedEvents,
  LiveFeedOptions,
  LiveFeedState,
  SseMessage,
} from './realtime/liveFeed';
export { createSseParser } from './realtime/liveFeed';
export type { AiApi, AiStreamHandlers } from './resources/ai';
export type { AuthApi, LoginInput } from './resources/auth';
export type { CandidatePage, CandidatesApi } from './resources/candidates';
export type { CachedCallOptions, CallOptions } from './resources/context';
export type { FilesApi } from './resources/files';
export type { JobsApi } from './resources/jobs';
export type { MeetingsApi } from './resources/meetings';
export type {
  CareersApi,
  ChatApi,
  ClientsApi,
  DashboardApi,
  SopApi,
  SupportApi,
  SystemApi,
  TargetsApi,
  VendorsApi,
  VendorWithRollup,
} from './resources/misc';
export type { PeerReviewApi } from './resources/peerReview';
export type { SecurityApi } from './resources/security';
export type { ActiveUserLists, UsersApi } from './resources/users';
export type { KeyValueStorage, Session, SessionStore } from './session/sessionStore';
export { createMemoryStorage, sessionStorageKeys } from './session/sessionStore';
