import { type InboxEvent, normalizeInboxEvent, UNREAD_COUNT_UNKNOWN } from '@app/shared/inbox';
import type { Centrifuge } from 'centrifuge';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { liveTestApp } from '../../testing/live-test-app';
import { waitFor } from '../../testing/realtime-clients';
import { call, sendOk } from './inbox.testing';

const server = liveTestApp();

const client = (user: TestUser): Centrifuge => server.open(user.token, { connect: true });

/** Subscribes and records every publication, normalised to the action/payload form. */
async function listen(c: Centrifuge, channel: string) {
  const events: InboxEvent[] = [];
  const sub = c.newSubscription(channel);
  sub.on('publication', (ctx) => {
    const event = normalizeInboxEvent(ctx.data);
    if (event) {
      events.push(event);
    }
  });
  const outcome = await waitFor<'ok' | number>((resolve) => {
    sub.once('subscribed', () => resolve('ok'));
    sub.once('unsubscribed', (ctx) => resolve(ctx.code));
    sub.subscribe();
  });
  return { sub, events, outcome };
}

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) {
      throw new Error('condition not met in time');
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

const settle = () => new Promise((r) => setTimeout(r, 300));

describe('inbox realtime', () => {
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    alice = await createUser(server.t.app, { name: 'Alice' });
    bob = await createUser(server.t.app, { name: 'Bob' });
  });

  it("delivers new_message for an API send to the recipient's inbox channel with their unread count", async () => {
    const b = client(bob);
    const a = client(alice);
    const bobInbox = await listen(b, `inbox:${bob.id}`);
    const aliceInbox = await listen(a, `inbox:${alice.id}`);
    expect(bobInbox.outcome).toBe('ok');

    const sent = await sendOk(server.t.app, alice, bob, 'Live hello');
    await until(() => bobInbox.events.length === 1 && aliceInbox.events.length === 1);
    expect(bobInbox.events[0]).toEqual({
      action: 'new_message',
      payload: {
        messageData: sent,
        conversationUpdate: {
          conversationId: sent.conversationId,
          lastMessage: sent,
          participantIds: [alice.id, bob.id],
        },
        unreadCount: 1,
      },
    });
    // The sender's own inbox hears it too, with the sender's count.
    expect(aliceInbox.events[0]).toMatchObject({ action: 'new_message', payload: { unreadCount: 0 } });

    // The conversation channel, for participants only, carries the same message without anyone's count.
    const conversation = await listen(b, `conversation:${sent.conversationId}`);
    const outsider = await createUser(server.t.app);
    const o = client(outsider);
    expect((await listen(o, `conversation:${sent.conversationId}`)).outcome).toBe(103);
    expect((await listen(o, `typing:conversation:${sent.conversationId}`)).outcome).toBe(103);
    const second = await sendOk(server.t.app, bob, alice, 'Reply');
    await until(() => conversation.events.length === 1);
    expect(conversation.events[0]).toMatchObject({
      action: 'new_message',
      payload: { messageData: { id: second.id }, unreadCount: UNREAD_COUNT_UNKNOWN },
    });

    // Reading publishes message_read to both inboxes, each with its own count.
    const read = await call(server.t.app, bob, 'PUT', `/api/inbox/conversations/${sent.conversationId}/read`);
    expect(read.statusCode).toBe(200);
    await until(() => bobInbox.events.length === 3 && aliceInbox.events.length === 3);
    expect(bobInbox.events[2]).toEqual({
      action: 'message_read',
      payload: { conversationId: sent.conversationId, messageIds: [sent.id], unreadCount: 0 },
    });
    expect(aliceInbox.events[2]).toMatchObject({ action: 'message_read', payload: { unreadCount: 1 } });

    // Deleting publishes message_deleted to both inboxes and the conversation; the recipient's count drops.
    await call(server.t.app, bob, 'DELETE', `/api/inbox/messages/${second.id}`);
    await until(
      () =>
        aliceInbox.events.length === 4 && conversation.events.length === 2 && bobInbox.events.length === 4,
    );
    const deleted = { messageId: second.id, conversationId: sent.conversationId, totalCount: 1 };
    expect(aliceInbox.events[3]).toEqual({
      action: 'message_deleted',
      payload: { ...deleted, unreadCount: 0 },
    });
    expect(bobInbox.events[3]).toEqual({ action: 'message_deleted', payload: deleted });
    expect(conversation.events[1]).toEqual({ action: 'message_deleted', payload: deleted });

    for (const c of [a, b, o]) {
      c.disconnect();
    }
  });

  it('delivers messages sent while disconnected through recovery, exactly once', async () => {
    const carol = await createUser(server.t.app, { name: 'Carol' });
    const b = client(bob);
    const inbox = await listen(b, `inbox:${bob.id}`);
    const before = await sendOk(server.t.app, carol, bob, 'before the drop');
    await until(() => inbox.events.length === 1);

    b.disconnect();
    const missed = [];
    for (const text of ['while away 1', 'while away 2', 'while away 3']) {
      missed.push(await sendOk(server.t.app, carol, bob, text));
    }
    const resubscribed = waitFor<{ wasRecovering: boolean; recovered: boolean }>((resolve) =>
      inbox.sub.once('subscribed', resolve),
    );
    b.connect();
    expect(await resubscribed).toMatchObject({ wasRecovering: true, recovered: true });
    const after = await sendOk(server.t.app, carol, bob, 'after the return');
    await until(() => inbox.events.length >= 5);
    await settle();

    const ids = inbox.events.map((e) => (e.action === 'new_message' ? e.payload.messageData.id : -1));
    expect(ids).toEqual([before.id, ...missed.map((m) => m.id), after.id]);
    b.disconnect();
  });

  it('publishes a new message only once it is committed and readable', async () => {
    const dave = await createUser(server.t.app);
    const spy = vi.spyOn(server.t.app.realtime, 'publishToUser');
    // For every publication: could a fresh request already read the message it announces?
    const visibleAtPublish: boolean[] = [];
    spy.mockImplementation(async (userId, event) => {
      if (event.action === 'new_message' && userId === bob.id) {
        const { id, conversationId } = event.payload.messageData;
        const page = await call(server.t.app, bob, 'GET', `/api/inbox/conversations/${conversationId}`);
        const ids: number[] =
          page.statusCode === 200 ? page.json().data.messages.map((m: { id: number }) => m.id) : [];
        visibleAtPublish.push(ids.includes(id));
      }
    });
    try {
      await sendOk(server.t.app, dave, bob, 'committed first');
      expect(visibleAtPublish).toEqual([true]);
    } finally {
      spy.mockRestore();
    }
  });
});
