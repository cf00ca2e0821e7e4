/**
 * Business constants and limits of SPEC §9 (and the security numbers of ARCHITECTURE.md), one
 * set for the SDK, the React layer, the widgets and the server. Durations are milliseconds, sizes
 * bytes. `MB` in the spec's messages means MiB (1024 × 1024 bytes).
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const MIB = 1024 * 1024;

// ─── API host ──────────────────────────────────────────────────────────────────────────────

/**
 * Path prefix of the REST API on our reference server; endpoint paths of the registry are
 * relative to it (`{origin}/api/login/management`). A legacy backend may serve them at its root.
 *
 * @example
 * ```ts
 * `${origin}${apiBasePath}/health`;
 * ```
 */
export const apiBasePath = '/api';

// ─── HTTP transport (§9 "Retried fetch") ──────────────────────────────────────────────────

/** Request timeout of every HTTP call. @default 30_000 @example `ky(url, { timeout: requestTimeoutMs })` */
export const requestTimeoutMs = 30 * SECOND;
/** Retries after the first attempt of a failed call (never on 4xx). @default 3 @example `retry: { limit: retryLimit }` */
export const retryLimit = 3;
/** Delay before the first retry; doubles each retry (1 s, 2 s, 4 s). @default 1000 @example `retryBaseDelayMs * 2 ** attempt` */
export const retryBaseDelayMs = 1 * SECOND;
/** Factor the retry delay grows by. @default 2 @example `retryBaseDelayMs * retryBackoffFactor ** n` */
export const retryBackoffFactor = 2;
/** Timeout of the bulk resume zip download (§9: same 30 s, up to 3 retries). @default 30_000 @example `bulkResumeZipTimeoutMs` */
export const bulkResumeZipTimeoutMs = 30 * SECOND;
/** Retries of the bulk resume zip download. @default 3 @example `bulkResumeZipRetryLimit` */
export const bulkResumeZipRetryLimit = 3;

// ─── Lists ──────────────────────────────────────────────────────────────────────────────────

/** First page number: pages count from 1 (§9). @default 1 @example `page_no: firstPageNo` */
export const firstPageNo = 1;
/** Default page size (§9). @default 10 @example `page_size: defaultPageSize` */
export const defaultPageSize = 10;
/** Page sizes offered in the UI (§9). @example `pageSizeOptions.map(n => <option>{n}</option>)` */
export const pageSizeOptions = [10, 20, 50] as const;
/** Largest page size the server accepts on paged lists (ours; a larger value is refused with 400). @default 100 @example `page_size <= maxPageSize` */
export const maxPageSize = 100;
/** Most search chips one paged request may carry (ours). @default 20 @example `filters.length <= maxSearchChips` */
export const maxSearchChips = 20;
/** Most candidates one "all matching" bulk change may touch (ours; past it the request is refused whole). @default 10_000 @example `total <= bulkMatchingMax` */
export const bulkMatchingMax = 10_000;
/** Search suggestions shown at most (§2, §9). @default 7 @example `suggestions.slice(0, suggestionLimit)` */
export const suggestionLimit = 7;
/** Debounce of search input before suggestions (§9). @default 250 @example `debounce(fn, searchDebounceMs)` */
export const searchDebounceMs = 250;
/** Tag suggestions in the directory and chat search (§5, §9). @default 10 @example `tags.slice(0, tagSuggestionLimit)` */
export const tagSuggestionLimit = 10;
/** Entries in client, role and recruiter suggestion lists (§2). @default 10 @example `clients.slice(0, listSuggestionLimit)` */
export const listSuggestionLimit = 10;
/** Date-filter preset lengths in days (§9). @example `datePresetDayCounts.includes(7)` */
export const datePresetDayCounts = [1, 7, 30] as const;
/** Skeleton placeholder rows (§9). @default 8 @example `skeletonRows` */
export const skeletonRows = 8;
/** Skeleton placeholder columns (§9). @default 6 @example `skeletonColumns` */
export const skeletonColumns = 6;
/** Minimum table width in px (§9). @default 1200 @example `minWidth: tableMinWidthPx` */
export const tableMinWidthPx = 1200;
/** Mobile breakpoint in px (§2). @default 768 @example `matchMedia(\`(max-width: ${mobileBreakpointPx}px)\`)` */
export const mobileBreakpointPx = 768;
/** The header cuts the user's name at this many characters plus an ellipsis (§2, §9). @default 20 @example `name.slice(0, headerNameMaxChars)` */
export const headerNameMaxChars = 20;

// ─── Caches (§9) ────────────────────────────────────────────────────────────────────────────

/** Jobs cache lifetime. @default 300_000 @example `staleTime: jobsCacheTtlMs` */
export const jobsCacheTtlMs = 5 * MINUTE;
/** Candidates cache lifetime (force-refreshable). @default 300_000 @example `staleTime: candidatesCacheTtlMs` */
export const candidatesCacheTtlMs = 5 * MINUTE;
/** Meetings (Teams), call, Zoom and Google Meet cache lifetime; a hit needs a non-empty list. @default 120_000 @example `meetingsCacheTtlMs` */
export const meetingsCacheTtlMs = 2 * MINUTE;
/** Data staleness: data older than this is refetched. @default 300_000 @example `staleTime: dataStaleTimeMs` */
export const dataStaleTimeMs = 5 * MINUTE;

// ─── Session (§4, §9, ARCHITECTURE "Security model") ────────────────────────────────────────

/** Sliding inactivity timeout of a session (client dialog and server expiry). @default 1_800_000 @example `sessionInactivityTimeoutMs` */
export const sessionInactivityTimeoutMs = 30 * MINUTE;
/** Absolute session lifetime cap enforced by the server, however active the user. @default 43_200_000 @example `sessionAbsoluteTimeoutMs` */
export const sessionAbsoluteTimeoutMs = 12 * HOUR;
/** Session token entropy in bytes (256 bits). @default 32 @example `randomBytes(sessionTokenBytes)` */
export const sessionTokenBytes = 32;
/** Startup splash duration (§1). @default 1000 @example `setTimeout(hide, splashDurationMs)` */
export const splashDurationMs = 1 * SECOND;
/** Digits of a one-time password (ours). @default 6 @example `otpLength` */
export const otpLength = 6;
/** Lifetime of a one-time password (ours). @default 600_000 @example `otpTtlMs` */
export const otpTtlMs = 10 * MINUTE;
/** Login and OTP attempts allowed per window and client address before 429 (ours). @default 10 @example `authRateLimitMax` */
export const authRateLimitMax = 10;
/** Window of {@link authRateLimitMax}. @default 60_000 @example `authRateLimitWindowMs` */
export const authRateLimitWindowMs = 1 * MINUTE;
/** Minimum password length for signup, change and reset (ours). @default 8 @example `passwordMinLength` */
export const passwordMinLength = 8;

// ─── Toasts (§8, §9) ────────────────────────────────────────────────────────────────────────

/** Default toast duration. @default 5000 @example `toastDurationMs` */
export const toastDurationMs = 5 * SECOND;
/** Error toast duration for network errors (§8). @default 8000 @example `networkErrorToastMs` */
export const networkErrorToastMs = 8 * SECOND;
/** Live-feed notification toast duration. @default 3000 @example `feedToastMs` */
export const feedToastMs = 3 * SECOND;
/** System-message toast duration. @default 5000 @example `systemMessageToastMs` */
export const systemMessageToastMs = 5 * SECOND;
/** Incoming chat message toast duration. @default 5000 @example `chatToastMs` */
export const chatToastMs = 5 * SECOND;
/** Member-left toast duration. @default 4000 @example `memberLeftToastMs` */
export const memberLeftToastMs = 4 * SECOND;

// ─── Chat (§9, ARCHITECTURE "Chat") ────────────────────────────────────────────────────────

/** socket.io namespace of the chat. @example `io(\`${origin}${chatNamespace}\`, { path: socketIoPath })` */
export const chatNamespace = '/chat';
/** socket.io engine path on our server. @default '/socket.io' @example `io(url, { path: socketIoPath })` */
export const socketIoPath = '/socket.io';
/** Transports in order: websocket first, polling as fallback, with upgrade (§7). @example `io(url, { transports: [...chatTransports] })` */
export const chatTransports = ['websocket', 'polling'] as const;
/** socket.io connect timeout (§7, §9). @default 20_000 @example `timeout: chatSocketTimeoutMs` */
export const chatSocketTimeoutMs = 20 * SECOND;
/** First reconnection delay. @default 1000 @example `reconnectionDelay: chatReconnectionDelayMs` */
export const chatReconnectionDelayMs = 1 * SECOND;
/** Largest reconnection delay. @default 5000 @example `reconnectionDelayMax: chatReconnectionDelayMaxMs` */
export const chatReconnectionDelayMaxMs = 5 * SECOND;
/** Reconnection jitter. @default 0.5 @example `randomizationFactor: chatReconnectionRandomization` */
export const chatReconnectionRandomization = 0.5;
/** Reconnection attempts: unlimited. @default Infinity @example `reconnectionAttempts: chatReconnectionAttempts` */
export const chatReconnectionAttempts = Number.POSITIVE_INFINITY;
/** Online-users poll interval (`get_online_users`). @default 30_000 @example `setInterval(poll, onlineUsersPollMs)` */
export const onlineUsersPollMs = 30 * SECOND;
/** A `typing` true expires after this long without a refresh. @default 3000 @example `typingIndicatorMs` */
export const typingIndicatorMs = 3 * SECOND;
/** Fraction of a message that must be visible to mark it read. @default 0.5 @example `threshold: readVisibilityThreshold` */
export const readVisibilityThreshold = 0.5;
/** Re-checks for visible unread messages after selecting a conversation (§4). @example `readRecheckDelaysMs.forEach(d => setTimeout(check, d))` */
export const readRecheckDelaysMs = [100, 300, 1000, 2000] as const;
/** Time zone chat times are shown in, 24-hour clock (§9). @default 'Asia/Kolkata' @example `timeZone: chatTimeZone` */
export const chatTimeZone = 'Asia/Kolkata';
/** Unread badges show `99+` above this (§2, §9). @default 99 @example `n > unreadBadgeCap ? '99+' : n` */
export const unreadBadgeCap = 99;
/** Longest chat message in characters after trimming (ours). @default 5000 @example `chatMessageMaxLength` */
export const chatMessageMaxLength = 5000;
/** Longest group name in characters after trimming (ours). @default 100 @example `groupNameMaxLength` */
export const groupNameMaxLength = 100;
/** Largest page of chat history over HTTP (ours). @default 200 @example `limit <= chatHistoryMaxLimit` */
export const chatHistoryMaxLimit = 200;
/** Default page of chat history over HTTP (ours). @default 50 @example `limit ?? chatHistoryDefaultLimit` */
export const chatHistoryDefaultLimit = 50;
/** Most messages `sync_messages` replays per conversation; more sets `has_more` (ours). @default 500 @example `chatSyncLimitPerConversation` */
export const chatSyncLimitPerConversation = 500;

// ─── Live feed (§4, §9) ────────────────────────────────────────────────────────────────────

/** First reconnect delay of the live feed; doubles per attempt. @default 1000 @example `liveFeedReconnectBaseMs * 2 ** n` */
export const liveFeedReconnectBaseMs = 1 * SECOND;
/** Reconnect attempts of the live feed before it stays in `error`. @default 5 @example `liveFeedMaxReconnectAttempts` */
export const liveFeedMaxReconnectAttempts = 5;
/** Server heartbeat comment interval on the SSE stream (ours). @default 15_000 @example `liveFeedHeartbeatMs` */
export const liveFeedHeartbeatMs = 15 * SECOND;
/** Events kept for `Last-Event-ID` replay, per server (ours). @default 1000 @example `liveFeedReplayLimit` */
export const liveFeedReplayLimit = 1000;
/** Age after which an event leaves the replay window (ours). @default 86_400_000 @example `liveFeedReplayWindowMs` */
export const liveFeedReplayWindowMs = 24 * HOUR;
/** Disabled polling fallback interval, default (§9). @default 30_000 @example `pollingIntervalMs` */
export const pollingIntervalMs = 30 * SECOND;
/** Disabled polling fallback interval, as configured in the product (§9). @default 120_000 @example `pollingIntervalConfiguredMs` */
export const pollingIntervalConfiguredMs = 120 * SECOND;

// ─── Uploads (§5, §9, issue 4) ──────────────────────────────────────────────────────────────

/** Largest JSON body of an ordinary (non-upload) request. @default 1_048_576 @example `bodyLimit: jsonBodyMaxBytes` */
export const jsonBodyMaxBytes = 1 * MIB;
/** Largest AI document (PDF, DOC, DOCX). @default 10_485_760 @example `file.size <= aiDocumentMaxBytes` */
export const aiDocumentMaxBytes = 10 * MIB;
/** Largest resume or additional candidate file. @default 10_485_760 @example `resumeMaxBytes` */
export const resumeMaxBytes = 10 * MIB;
/** Largest job-description file. @default 10_485_760 @example `jdMaxBytes` */
export const jdMaxBytes = 10 * MIB;
/** Largest profile image and issue screenshot. @default 5_242_880 @example `imageMaxBytes` */
export const imageMaxBytes = 5 * MIB;
/** Smallest profile image side in px. @default 50 @example `imageMinSidePx` */
export const imageMinSidePx = 50;
/** Largest profile image side in px. @default 4096 @example `imageMaxSidePx` */
export const imageMaxSidePx = 4096;
/** Default crop width as a fraction of the image. @default 0.8 @example `imageDefaultCropFraction` */
export const imageDefaultCropFraction = 0.8;
/** JPEG quality of a saved profile picture. @default 0.9 @example `canvas.toBlob(cb, 'image/jpeg', imageJpegQuality)` */
export const imageJpegQuality = 0.9;
/** Most screenshots on one issue report (ours). @default 5 @example `issueScreenshotsMax` */
export const issueScreenshotsMax = 5;
/** Most additional files on one candidate request (ours). @default 5 @example `additionalFilesMax` */
export const additionalFilesMax = 5;
/** Most files in one `extract_resumes` request (ours). @default 10 @example `extractResumesMaxFiles` */
export const extractResumesMaxFiles = 10;
/** Most candidates in one bulk resume zip (ours). @default 500 @example `bulkResumeMaxCandidates` */
export const bulkResumeMaxCandidates = 500;

/**
 * Media types and extensions accepted for AI documents and resumes (§5: "PDF, DOC, DOCX (by media
 * type or extension)").
 *
 * @example
 * ```ts
 * documentMimeTypes.includes(file.type) || documentExtensions.some(e => name.endsWith(e));
 * ```
 */
export const documentMimeTypes = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
/** Extensions accepted for documents, lower case with the dot. @example `documentExtensions.includes('.pdf')` */
export const documentExtensions = ['.pdf', '.doc', '.docx'] as const;
/** Media types accepted for images (§5: JPEG, JPG, PNG, GIF, WebP). @example `imageMimeTypes.includes(file.type)` */
export const imageMimeTypes = [
  'image/jpeg',
  'image/jpg',
  'image/png',
  'image/gif',
  'image/webp',
] as const;
/** Extensions accepted for images, lower case with the dot. @example `imageExtensions.includes('.png')` */
export const imageExtensions = ['.jpeg', '.jpg', '.png', '.gif', '.webp'] as const;

/**
 * Leading bytes ("magic numbers") of the accepted file types; the server checks uploads against
 * them (issue 4: "files whose bytes are not what their name says"). DOCX is a ZIP container;
 * WebP is `RIFF????WEBP` (check bytes 8..11 too).
 *
 * @example
 * ```ts
 * fileSignatures.pdf.every((b, i) => bytes[i] === b);
 * ```
 */
export const fileSignatures = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d],
  doc: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  docx: [0x50, 0x4b, 0x03, 0x04],
  zip: [0x50, 0x4b, 0x03, 0x04],
  jpeg: [0xff, 0xd8, 0xff],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  gif: [0x47, 0x49, 0x46, 0x38],
  webp: [0x52, 0x49, 0x46, 0x46],
} as const satisfies Record<string, readonly number[]>;

/**
 * Length of the base64 text that encodes `bytes` bytes (padding included). Use it to size body
 * limits of base64 upload routes.
 *
 * @example
 * ```ts
 * base64Length(3); // 4
 * ```
 */
export function base64Length(bytes: number): number {
  return Math.ceil(bytes / 3) * 4;
}

// ─── Downloads (§9) ─────────────────────────────────────────────────────────────────────────

/** Object URLs of downloads are revoked after this long. @default 1000 @example `setTimeout(() => URL.revokeObjectURL(u), blobUrlRevokeMs)` */
export const blobUrlRevokeMs = 1 * SECOND;
/** Size of the window a resume opens in. @example `open(url, '_blank', \`width=${resumeWindowSize.width}\`)` */
export const resumeWindowSize = { width: 800, height: 600 } as const;

// ─── UI timings (§9) ───────────────────────────────────────────────────────────────────────

/** Tooltip delay in most screens. @default 700 @example `delay: tooltipDelayMs` */
export const tooltipDelayMs = 700;
/** Tooltip skip delay. @default 300 @example `closeDelay: tooltipSkipDelayMs` */
export const tooltipSkipDelayMs = 300;
/** Sidebar state cookie lifetime in days. @default 7 @example `sidebarCookieDays` */
export const sidebarCookieDays = 7;
/** Delay before hiding a scrollbar. @default 600 @example `scrollbarHideDelayMs` */
export const scrollbarHideDelayMs = 600;
/** Screen-load retries before a reload (§2). @default 3 @example `screenLoadRetries` */
export const screenLoadRetries = 3;
