import { useSyncExternalStore } from 'react';
import type { ChatStore } from '../model/engine';
import type { ChatState } from '../model/state';

/** The store's current state; re-renders on every change. */
export function useChatState(store: ChatStore): ChatState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
