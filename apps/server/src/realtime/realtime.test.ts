import { DisconnectCode, isTerminalDisconnect } from '@app/realtime/codes';
import type { Centrifuge, Subscription } from 'centrifuge';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { conversationParticipants, conversations } from '../db/schema/inbox';
import { sessions, users } from '../db/schema/users';
import { createUser, signIn, type TestUser } from '../testing/factories/user.factory';
import { liveTestApp } from '../testing/live-test-app';
import { waitFor } from '../testing/realtime-clients';

const server = liveTestApp();

const client = (token: string): Centrifuge => server.open(token);

function subscribed(sub: Subscription) {
  return waitFor<{ code: number } | 'ok'>((resolve) => {
    sub.on('subscribed', () => resolve('ok'));
    sub.on('unsubscribed', (ctx) => resolve({ code: ctx.code }));
    sub.subscribe();
  });
}

describe('realtime wiring', () => {
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    alice = await createUser(server.t.app, { name: 'Alice' });
    bob = await createUser(server.t.app, { name: 'Bob' });
  });

  it('authenticates with the sign-in token and announces the app version', async () => {
    const c = client(alice.token);
    const ctx = await waitFor<{ data?: unknown }>((resolve) => {
      c.on('connected', resolve);
      c.connect();
    });
    expect(ctx.data).toEqual({ version: '3.0.16' });
    c.disconnect();
  });

  it('refuses a bad token with a terminal code', async () => {
    const c = client('not-a-jwt');
    const ctx = await waitFor<{ code: number }>((resolve) => {
      c.on('disconnected', resolve);
      c.connect();
    });
    expect(ctx.code).toBe(3500);
  });

  it('refuses an ended session at once', async () => {
    const carol = await createUser(server.t.app);
    await server.t.app.store.db
      .update(sessions)
      .set({ endedAt: new Date() })
      .where(eq(sessions.userId, carol.id));
    const c = client(carol.token);
    const ctx = await waitFor<{ code: number }>((resolve) => {
      c.on('disconnected', resolve);
      c.connect();
    });
    expect(ctx.code).toBe(3500);
  });

  it('refuses an account that must change its temporary password, with a code that does not reconnect', async () => {
    const temp = await createUser(server.t.app);
    await server.t.app.store.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, temp.id));
    const c = client(temp.token);
    let attempts = 0;
    c.on('connecting', () => {
      attempts += 1;
    });
    let connected = false;
    c.on('connected', () => {
      connected = true;
    });
    const ctx = await waitFor<{ code: number }>((resolve) => {
      c.on('disconnected', resolve);
      c.connect();
    });
    expect(ctx.code).toBe(DisconnectCode.PermissionDenied);
    expect(isTerminalDisconnect(ctx.code)).toBe(true);
    // The client's reconnect delay is 50-200 ms here: a loop would show several attempts.
    await new Promise((r) => setTimeout(r, 600));
    expect(attempts).toBe(1);
    expect(connected).toBe(false);
    expect(c.state).toBe('disconnected');
  });

  it('lets users subscribe to their own inbox only', async () => {
    const c = client(alice.token);
    c.connect();
    expect(await subscribed(c.newSubscription(`inbox:${alice.id}`))).toBe('ok');
    expect(await subscribed(c.newSubscription(`inbox:${bob.id}`))).toEqual({ code: 103 });
    expect(await subscribed(c.newSubscription('news'))).toBe('ok');
    expect(await subscribed(c.newSubscription('unknown:1'))).toEqual({ code: 103 });
    c.disconnect();
  });

  it('delivers a server publication to the user inbox channel', async () => {
    const c = client(bob.token);
    c.connect();
    const sub = c.newSubscription(`inbox:${bob.id}`);
    await subscribed(sub);
    const received = waitFor<unknown>((resolve) => sub.on('publication', (ctx) => resolve(ctx.data)));
    const event = {
      action: 'message_read' as const,
      payload: { conversationId: 1, messageIds: [1], unreadCount: 0 },
    };
    await server.t.app.realtime.publishToUser(bob.id, event);
    expect(await received).toEqual(event);
    c.disconnect();
  });

  it('lets only participants use a conversation and checks typing publishes', async () => {
    const [conv] = await server.t.app.store.db
      .insert(conversations)
      .values({ pairKey: `${alice.id}:${bob.id}`, groupId: 1 })
      .returning();
    if (!conv) {
      throw new Error('no conversation');
    }
    await server.t.app.store.db.insert(conversationParticipants).values([
      { conversationId: conv.id, userId: alice.id },
      { conversationId: conv.id, userId: bob.id },
    ]);
    const outsider = await createUser(server.t.app);
    const o = client(outsider.token);
    o.connect();
    expect(await subscribed(o.newSubscription(`conversation:${conv.id}`))).toEqual({ code: 103 });

    const a = client(alice.token);
    const b = client(bob.token);
    a.connect();
    b.connect();
    const typingA = a.newSubscription(`typing:conversation:${conv.id}`);
    const typingB = b.newSubscription(`typing:conversation:${conv.id}`);
    await subscribed(typingA);
    await subscribed(typingB);
    const seen = waitFor<Record<string, unknown>>((resolve) =>
      typingB.on('publication', (ctx) => resolve(ctx.data)),
    );
    await typingA.publish({ userId: alice.id, userName: 'Mallory', isTyping: true, timestamp: Date.now() });
    // The server stamps the real name and the conversation id.
    expect(await seen).toMatchObject({
      userId: alice.id,
      userName: 'Alice',
      isTyping: true,
      conversationId: conv.id,
    });
    await expect(
      typingA.publish({ userId: bob.id, isTyping: true, timestamp: Date.now() }),
    ).rejects.toMatchObject({
      code: 103,
    });
    await expect(a.publish(`inbox:${bob.id}`, { action: 'x' })).rejects.toMatchObject({ code: 103 });
    for (const c of [o, a, b]) {
      c.disconnect();
    }
  });

  it('disconnects a user whose sessions end, without reconnecting', async () => {
    const dave = await createUser(server.t.app);
    const c = client(dave.token);
    await waitFor((resolve) => {
      c.on('connected', resolve);
      c.connect();
    });
    const gone = waitFor<{ code: number }>((resolve) => c.on('disconnected', resolve));
    await server.t.app.store.db
      .update(sessions)
      .set({ endedAt: new Date() })
      .where(eq(sessions.userId, dave.id));
    server.t.app.invalidateAuth({ userId: dave.id });
    server.t.app.events.emit('sessions-ended', { userId: dave.id, sessionIds: 'all', reason: 'logout' });
    expect((await gone).code).toBe(4501);
  });

  it('closes only the connections of the session that logged out', async () => {
    const erin = await createUser(server.t.app);
    const laptop = client(erin.token);
    const phoneToken = await signIn(server.t.app, erin.id);
    const phone = client(phoneToken);
    for (const c of [laptop, phone]) {
      await waitFor((resolve) => {
        c.on('connected', resolve);
        c.connect();
      });
    }
    const laptopGone = waitFor<{ code: number }>((resolve) => laptop.on('disconnected', resolve));
    let phoneDropped = false;
    phone.on('disconnected', () => {
      phoneDropped = true;
    });
    const [laptopSession] = await server.t.app.store.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, erin.id))
      .orderBy(sessions.id)
      .limit(1);
    server.t.app.events.emit('sessions-ended', {
      userId: erin.id,
      sessionIds: [laptopSession?.id ?? 0],
      reason: 'logout',
    });
    expect((await laptopGone).code).toBe(4501);
    await new Promise((r) => setTimeout(r, 300));
    expect(phoneDropped).toBe(false);
    expect(phone.state).toBe('connected');
  });
});
