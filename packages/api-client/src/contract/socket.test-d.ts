import type { Socket } from 'socket.io-client';
import { describe, expectTypeOf, it } from 'vitest';
import type * as z from 'zod';
import type { ChatGroup, ChatMessage, ReadReceipt } from './chat';
import type { EndpointBody, EndpointParams, EndpointResponse } from './endpoints';
import type { LiveEvent, LiveEventOf } from './liveFeed';
import type {
  ClientToServerEvents,
  clientEventNames,
  clientEventSchemas,
  MessageAck,
  MessagesSyncedEvent,
  ServerToClientEvents,
  serverEventNames,
} from './socket';

type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
declare const socket: ChatSocket;

describe('socket event maps', () => {
  it('types client emits with their payloads and optional acks', () => {
    socket.emit('chat_message', {
      sender_id: 3,
      receiver_id: 17,
      message: 'Hi',
      session_token: 't',
      client_id: 'c-1',
    });
    socket.emit(
      'chat_message',
      { sender_id: 3, receiver_id: 17, message: 'Hi', session_token: 't' },
      (ack) => {
        expectTypeOf(ack).toEqualTypeOf<MessageAck>();
        if (ack.ok) expectTypeOf(ack.message).toEqualTypeOf<ChatMessage>();
      },
    );
    socket.emit('get_online_users');
    socket.emit('sync_messages', { since: { 'dm:3:17': 42 } });
    // @ts-expect-error receiver_id is required on a direct message
    socket.emit('chat_message', { sender_id: 3, message: 'Hi', session_token: 't' });
    // @ts-expect-error not an event of the contract
    socket.emit('chat_mesage', {});
  });

  it('types server events for listeners', () => {
    socket.on('new_message', (message) => {
      expectTypeOf(message).toEqualTypeOf<ChatMessage>();
      expectTypeOf(message.seq).toEqualTypeOf<number>();
    });
    socket.on('message_read', (receipt) => expectTypeOf(receipt).toEqualTypeOf<ReadReceipt>());
    socket.on('user_groups', (groups) => expectTypeOf(groups).toEqualTypeOf<ChatGroup[]>());
    socket.on('member_left', (payload) =>
      expectTypeOf(payload).toEqualTypeOf<{
        group_id: number;
        left_member_id: number;
        message: string;
      }>(),
    );
    socket.on('messages_synced', (payload) =>
      expectTypeOf(payload).toEqualTypeOf<MessagesSyncedEvent>(),
    );
    socket.on('typing_status', (payload) => {
      expectTypeOf(payload.group_id).toEqualTypeOf<number | null>();
    });
  });

  it('keeps the zod payload schemas and the interface in step', () => {
    type Schemas = typeof clientEventSchemas;
    type Payload<E extends keyof ClientToServerEvents> = Parameters<ClientToServerEvents[E]>[0];
    expectTypeOf<z.output<Schemas['chat_message']>>().toEqualTypeOf<Payload<'chat_message'>>();
    expectTypeOf<z.output<Schemas['group_message']>>().toEqualTypeOf<Payload<'group_message'>>();
    expectTypeOf<z.output<Schemas['create_group']>>().toEqualTypeOf<Payload<'create_group'>>();
    expectTypeOf<z.output<Schemas['typing']>>().toEqualTypeOf<Payload<'typing'>>();
    expectTypeOf<z.output<Schemas['sync_messages']>>().toEqualTypeOf<Payload<'sync_messages'>>();
    expectTypeOf<z.output<Schemas['leave_group']>>().toEqualTypeOf<Payload<'leave_group'>>();
  });

  it('lists every event name of each direction', () => {
    expectTypeOf<(typeof clientEventNames)[number]>().toEqualTypeOf<keyof ClientToServerEvents>();
    expectTypeOf<(typeof serverEventNames)[number]>().toEqualTypeOf<keyof ServerToClientEvents>();
  });
});

describe('live feed and endpoint types', () => {
  it('narrows the live-event union on type', () => {
    expectTypeOf<LiveEventOf<'job_created'>['data']['jobId']>().toEqualTypeOf<number>();
    expectTypeOf<LiveEventOf<'system_message'>['data']['message']>().toEqualTypeOf<string>();
    expectTypeOf<LiveEvent['type']>().toEqualTypeOf<
      | 'candidate_added'
      | 'candidate_updated'
      | 'candidate_editing'
      | 'candidate_update'
      | 'peer_review_status_updated'
      | 'peer_review_assigned'
      | 'profile_update'
      | 'job_created'
      | 'job_updated'
      | 'job_editing'
      | 'job_update'
      | 'weekly_target_assigned'
      | 'weekly_target_updated'
      | 'monthly_target_assigned'
      | 'monthly_target_updated'
      | 'system_message'
      | 'careers_application'
    >();
  });

  it('derives request and response types from the registry', () => {
    expectTypeOf<EndpointParams<'editCandidate'>>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<EndpointResponse<'viewResume'>>().toEqualTypeOf<Blob>();
    expectTypeOf<EndpointResponse<'candidateDashboard'>['total_pages']>().toEqualTypeOf<number>();
    expectTypeOf<EndpointBody<'loginManagement'>['role']>().toEqualTypeOf<
      'manager' | 'recruiter' | 'leadership'
    >();
    expectTypeOf<EndpointBody<'health'>>().toEqualTypeOf<undefined>();
  });
});
