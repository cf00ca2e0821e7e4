/**
 * `@hrportal/api-client`: the SDK of the HR Portal API. Today it re-exports the contract-level
 * numbers and messages every layer shares; the HTTP client, session store, mappers and realtime
 * clients land here next (see CONTEXT.md). The full wire contract is the `./contract` subpath.
 *
 * @packageDocumentation
 */
export {
  candidatesCacheTtlMs,
  connectivityMessages,
  dataStaleTimeMs,
  jobsCacheTtlMs,
  meetingsCacheTtlMs,
  messages,
  requestTimeoutMs,
  retryBaseDelayMs,
  retryLimit,
  sessionAbsoluteTimeoutMs,
  sessionInactivityTimeoutMs,
  statusMessages,
} from './contract/index';
