import { isHrPortalError } from '@hrportal/api-client';

/** The message to show for a failed call: the server's own words for a 4xx, else the §8 text. */
export function failureText(error: unknown, fallback = 'Something went wrong'): string {
  if (isHrPortalError(error)) {
    return error.kind === 'http' && error.status < 500 ? error.message : error.userMessage;
  }
  return error instanceof Error ? error.message : fallback;
}
