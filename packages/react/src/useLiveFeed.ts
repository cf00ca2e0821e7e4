import type { LiveFeedState } from '@hrportal/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useClient, useSession } from './HrPortalProvider';
import {
  clearDot as clearDotIn,
  type LiveDotMenu,
  type LiveDots,
  lightDots,
  noLiveDots,
  staleRootsForEvent,
} from './liveDots';

/** What {@link useLiveFeed} returns. */
export interface LiveFeedView {
  /** The stream's state: disconnected, connecting, connected or error (SPEC §4). */
  state: LiveFeedState;
  /** Which sidebar items show a red dot. */
  dots: LiveDots;
  /** Clears an item's dot (the user visited it). */
  clearDot: (menu: LiveDotMenu) => void;
}

/**
 * The signed-in user's live feed: while mounted it keeps the SSE stream open, makes the cached
 * lists an event touches stale (they refetch in place) and lights the §2 sidebar dots.
 *
 * @example
 * const { dots, clearDot } = useLiveFeed();
 */
export function useLiveFeed(): LiveFeedView {
  const client = useClient();
  const queryClient = useQueryClient();
  const { session } = useSession();
  const userId = session?.userId;
  const [state, setState] = useState<LiveFeedState>('disconnected');
  const [dots, setDots] = useState<LiveDots>(noLiveDots);

  useEffect(() => {
    if (userId === undefined) return;
    const feed = client.liveFeed(userId);
    const onState = (next: LiveFeedState) => setState(next);
    const onEvent = (event: { type: string }) => {
      setDots((current) => lightDots(current, event.type));
      for (const root of staleRootsForEvent(event.type)) {
        void queryClient.invalidateQueries({ queryKey: [root] });
      }
    };
    feed.on('connection:changed', onState);
    feed.on('event', onEvent);
    feed.connect();
    return () => {
      feed.off('connection:changed', onState);
      feed.off('event', onEvent);
      feed.disconnect();
      setState('disconnected');
    };
  }, [client, queryClient, userId]);

  const clearDot = useCallback((menu: LiveDotMenu) => setDots((d) => clearDotIn(d, menu)), []);
  return { state, dots, clearDot };
}
