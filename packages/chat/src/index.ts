/**
 * `@hrportal/chat`: the in-app chat widget (SPEC §2 "Chat dialog", §4 "Chat socket", §5 chat
 * rules). `ChatWidget` is the toggle with its unread badge and the modal; it needs only
 * `HrPortalProvider`. Import `@hrportal/chat/style.css` once. The chat engine (outbox, sync,
 * receipts, notices) is the SDK's `createChatClient` (`@hrportal/api-client/chat`).
 *
 * @packageDocumentation
 */
export type { ChatDialogProps } from './ui/ChatDialog';
export { ChatDialog } from './ui/ChatDialog';
export type { ChatWidgetProps } from './ui/ChatWidget';
export { ChatWidget } from './ui/ChatWidget';
