'use client';
import type { LiveFeedState } from '@hrportal/api-client';
import type { LiveEvent } from '@hrportal/api-client/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient, useSession } from './HrPortalProvider';
import {
  clearDot as clearDotIn,
  type LiveDotMenu,
  type LiveDots,
  lightDots,
  noLiveDots,
} from './liveDots';
import { applyLiveEvent } from './liveUpdates';

/** What {@link useLiveFeed} returns. */
export interface LiveFeedView {
  /** The stream's state: disconnected, connecting, connected or error (SPEC §4). */
  state: LiveFeedState;
  /** Which sidebar items show a red dot. */
  dots: LiveDots;
  /** Clears an item's dot (the user visited it). */
  clearDot: (menu: LiveDotMenu) => void;
}

/** Options of {@link useLiveFeed}. */
export interface LiveFeedOptions {
  /**
   * Called with each event after it was applied to the cache: a host's notifications (the §4
   * "show a notification", e.g. a toast for a target assigned to the user).
   */
  onEvent?: (event: LiveEvent) => void;
}

/**
 * The signed-in user's live feed: while mounted it keeps the SSE stream open, applies each event
 * to the cached lists in place ({@link applyLiveEvent}) and lights the §2 sidebar dots (Candidate
 * Repository, Peer Assigned Profiles, Job Listing, Assigned Requirements, Analytics) until
 * `clearDot` is called on a visit; `onEvent` then hears the event.
 *
 * @example
 * const { dots, clearDot } = useLiveFeed({ onEvent: (e) => console.log(e.type) });
 */
export function useLiveFeed(options: LiveFeedOptions = {}): LiveFeedView {
  const client = useClient();
  const queryClient = useQueryClient();
  const { session } = useSession();
  const userId = session?.userId;
  const [state, setState] = useState<LiveFeedState>('disconnected');
  const [dots, setDots] = useState<LiveDots>(noLiveDots);
  // The latest callback, read per event: a host's inline function does not reopen the stream.
  const onEventRef = useRef(options.onEvent);
  onEventRef.current = options.onEvent;

  useEffect(() => {
    if (userId === undefined) return;
    const feed = client.liveFeed(userId);
    const onState = (next: LiveFeedState) => setState(next);
    const onEvent = (event: LiveEvent) => {
      setDots((current) => lightDots(current, event.type));
      applyLiveEvent(queryClient, client, event);
      onEventRef.current?.(event);
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
