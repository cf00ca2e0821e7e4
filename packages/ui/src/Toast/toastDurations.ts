/**
 * How long toasts stay, in milliseconds (SPEC §8/§9). `0` means "until closed".
 *
 * @example
 * toast.show({ tone: 'critical', title: error.userMessage, timeout: toastDurations.networkError });
 */
export const toastDurations = {
  /** Any toast unless said otherwise. */
  default: 5000,
  /** Error toasts for network failures (offline, timeout, connection failed). */
  networkError: 8000,
  /** Live-feed notifications. */
  feed: 3000,
  /** System messages. */
  system: 5000,
  /** Incoming chat messages (bottom-right). */
  chatMessage: 5000,
  /** "Member left" group notices. */
  memberLeft: 4000,
} as const;
