/**
 * The SPEC §8 messages the server answers with, by HTTP status.
 *
 * TEMPORARY: these strings belong to the wire contract (`@hrportal/api-client/contract`); once it
 * lands this module re-exports the contract's catalogue instead of holding its own copy.
 */
export const statusMessages = {
  400: 'Invalid request. Please check your input.',
  401: 'Authentication failed. Please log in again.',
  403: 'Access denied. You do not have permission to perform this action.',
  404: 'The requested resource was not found.',
  408: 'Request timed out. Please try again.',
  429: 'Too many requests. Please wait a moment and try again.',
  500: 'Server error. Please try again later.',
  503: 'Service temporarily unavailable. Please try again later.',
} as const;

/** The message for an HTTP status: the §8 one, else the 400 or 500 one by class. */
export function messageForStatus(status: number): string {
  const known = (statusMessages as Record<number, string>)[status];
  if (known) return known;
  return status >= 500 ? statusMessages[500] : statusMessages[400];
}
