import { statusMessages } from '@hrportal/api-client/contract';

export { statusMessages };

/** The message for an HTTP status: the §8 one, else the 400 or 500 one by class. */
export function messageForStatus(status: number): string {
  const known = (statusMessages as Record<number, string>)[status];
  if (known) return known;
  return status >= 500 ? statusMessages[500] : statusMessages[400];
}
