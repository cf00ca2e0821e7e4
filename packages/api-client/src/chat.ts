/**
 * `@hrportal/api-client/chat`: the chat client — `createChatClient(client)` with the no-loss
 * delivery rules (outbox resent with the same client id after a reconnect, sync from the last
 * gapless `seq`, read receipts kept until confirmed), typed `send()` / `on()` / `close()`, and the
 * pure reducer a view renders from. A separate entry (it carries socket.io-client), so the main
 * entry's bundle does not grow. `@hrportal/chat` builds its widget on it.
 *
 * @packageDocumentation
 */
export type {
  ChatAction,
  ChatGroupView,
  ChatMessageView,
  ChatPerson,
  ChatState,
} from './chat/chatState';
export {
  chatReducer,
  groupIdOf,
  heldUnreadIds,
  initialChatState,
  lastGaplessSeq,
  mergeMessages,
  otherUserOf,
  senderName,
  totalUnread,
  unreadOf,
} from './chat/chatState';
export type {
  ChatClient,
  ChatClientEvents,
  ChatClientOptions,
  ChatNotice,
  ChatSendOptions,
  ChatStore,
} from './chat/createChatClient';
export { createChatClient } from './chat/createChatClient';
