/**
 * `@hrportal/api-client/chat-socket`: the chat socket (socket.io-client typed with the contract's
 * event maps). A separate entry so the SDK's main bundle does not carry socket.io-client.
 *
 * @packageDocumentation
 */
export type {
  ChatSocket,
  ChatSocketHost,
  ChatSocketOptions,
  TypedChatSocket,
} from './realtime/chatSocket';
export { createChatSocket } from './realtime/chatSocket';
