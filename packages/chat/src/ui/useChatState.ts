import type { ChatState, ChatStore } from '@hrportal/api-client/chat';
import { useSyncExternalStore } from 'react';

/** The store's current state; re-renders on every change. */
export function useChatState(store: ChatStore): ChatState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
