import { describe, expectTypeOf, it } from 'vitest';
import type { ChatMessage } from '../contract/chat';
import { createClient } from '../createClient';
import { type ChatNotice, createChatClient } from './createChatClient';

describe('chat client event map and send', () => {
  it('types domain and lifecycle events, and where a message goes', () => {
    const chat = createChatClient(createClient({ baseUrl: 'http://x' }), { autoStart: false });
    const off = chat.on('message', (m) => {
      expectTypeOf(m).toEqualTypeOf<ChatMessage>();
    });
    expectTypeOf(off).toEqualTypeOf<() => void>();
    chat.on('sent', (m) => expectTypeOf(m.client_id).toEqualTypeOf<string | null>());
    chat.on('notice', (n) => expectTypeOf(n).toEqualTypeOf<ChatNotice>());
    chat.on('read', (r) => expectTypeOf(r.message_id).toEqualTypeOf<number>());
    chat.on('connection:changed', (c) => expectTypeOf(c.connected).toEqualTypeOf<boolean>());
    chat.on('error', (e) => expectTypeOf(e.message).toEqualTypeOf<string>());
    // @ts-expect-error: not an event of the chat client
    chat.on('message_sent', () => {});
    expectTypeOf(chat.send('hi', { to: 7 })).toEqualTypeOf<boolean>();
    chat.send('hi', { group: 3 });
    // @ts-expect-error: a user id is a number
    chat.send('hi', { to: '7' });
  });
});
