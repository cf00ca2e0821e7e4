import { sdkMessages } from '../errors/sdkMessages';

/**
 * The exact SPEC §8 chat strings the chat client reports, kept apart from the contract's full
 * `messages` catalogue (and from `sdkMessages`, which the main entry carries) so neither the
 * chat entry nor the main entry grows by the other's texts. A test keeps each one equal to the
 * contract's.
 *
 * @internal
 */
export const chatMessages = {
  chatNoToken: sdkMessages.chatNoToken,
  chatConnectFailed: 'Failed to connect to chat server',
  chatSocketError: 'Socket error',
  chatAuthFailed: (serverMessage: string) => `Authentication failed: ${serverMessage}`,
  chatInitFailed: 'Failed to initialize chat connection',
  chatUnknownSenderSomeone: 'Someone',
  chatUnknownSenderUnknownUser: 'Unknown User',
  chatUnknownSenderById: (id: number | string) => `User ${id}`,
} as const;
