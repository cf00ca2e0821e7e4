import type { ChatNotice } from '@hrportal/api-client/chat';
import { type ToastOptions, toastDurations } from '@hrportal/ui';

/**
 * The toast of an engine notice (SPEC §4, §9): an incoming message bottom-right with its sender
 * and text for 5 s; a member leaving, the orange (caution) notice for 4 s, beside the messages;
 * anything else (removed, deleted, errors) top-right for the default 5 s.
 */
export function chatToast(notice: ChatNotice): ToastOptions {
  switch (notice.kind) {
    case 'message':
      return {
        title: notice.title,
        description: notice.text,
        placement: 'bottom-right',
        tone: 'info',
        timeout: toastDurations.chatMessage,
      };
    case 'memberLeft':
      return {
        title: notice.text,
        placement: 'bottom-right',
        tone: 'caution',
        timeout: toastDurations.memberLeft,
      };
    default:
      return {
        title: notice.text,
        tone: notice.kind === 'error' ? 'critical' : 'neutral',
        timeout: toastDurations.default,
      };
  }
}
