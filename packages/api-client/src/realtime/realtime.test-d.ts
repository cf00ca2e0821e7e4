import { describe, expectTypeOf, it } from 'vitest';
import type { LiveEvent } from '../contract/liveFeed';
import type { ChatMessagePayload, ConnectUserPayload } from '../contract/socket';
import { createClient } from '../createClient';
import type { HrPortalError } from '../errors/HrPortalError';
import { createChatSocket } from './chatSocket';
import type { LiveFeedState } from './liveFeed';

describe('live feed event map', () => {
  it('types lifecycle and domain events', () => {
    const feed = createClient({ baseUrl: 'http://x' }).liveFeed(1);
    feed.on('connection:changed', (state) => {
      expectTypeOf(state).toEqualTypeOf<LiveFeedState>();
    });
    feed.on('error', (error) => {
      expectTypeOf(error).toEqualTypeOf<HrPortalError>();
    });
    feed.on('event', (event) => {
      expectTypeOf(event).toEqualTypeOf<LiveEvent>();
    });
    feed.on('job_created', (event) => {
      expectTypeOf(event.type).toEqualTypeOf<'job_created'>();
      expectTypeOf(event.data.jobId).toEqualTypeOf<number>();
    });
    // @ts-expect-error: not an event of the feed
    feed.on('job_exploded', () => {});
  });
});

describe('chat socket event maps', () => {
  it('types emit and on from the contract', () => {
    const chat = createChatSocket(createClient({ baseUrl: 'http://x' }));
    expectTypeOf(chat.socket.emit<'connect_user'>)
      .parameter(1)
      .toEqualTypeOf<ConnectUserPayload>();
    chat.socket.emit('chat_message', {} as ChatMessagePayload);
    // @ts-expect-error: wrong payload for typing
    chat.socket.emit('typing', { nope: true });
    chat.socket.on('message_read', (event) => {
      expectTypeOf(event.message_id).toBeNumber();
    });
  });
});
