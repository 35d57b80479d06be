import { channels } from '@app/shared/channels';
import { type ActivityEvent, activityEvent } from '@app/shared/realtime';
import type { Centrifuge, Subscription } from 'centrifuge';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { liveTestApp } from '../../testing/live-test-app';
import { waitFor } from '../../testing/realtime-clients';

const server = liveTestApp();

/** Subscribes and answers every activity event the channel delivers from now on. */
async function listen(
  client: Centrifuge,
  channel: string,
): Promise<{ events: ActivityEvent[]; sub: Subscription }> {
  const sub = client.newSubscription(channel);
  const events: ActivityEvent[] = [];
  sub.on('publication', (ctx) => {
    const parsed = activityEvent.safeParse(ctx.data);
    if (parsed.success) {
      events.push(parsed.data);
    }
  });
  const result = await waitFor<'ok' | number>((resolve) => {
    sub.on('subscribed', () => resolve('ok'));
    sub.on('unsubscribed', (ctx) => resolve(ctx.code));
    sub.subscribe();
  });
  expect(result).toBe('ok');
  return { events, sub };
}

/** Resolves with the first event `match` accepts, or fails after `ms`. */
async function eventually(events: ActivityEvent[], match: (e: ActivityEvent) => boolean, ms = 1000) {
  const started = Date.now();
  while (Date.now() - started < ms) {
    const found = events.find(match);
    if (found) {
      return { event: found, ms: Date.now() - started };
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`no matching event within ${ms} ms; got ${JSON.stringify(events)}`);
}

describe('activity-given / activity-received with the centrifuge client', () => {
  let ann: TestUser;
  let bob: TestUser;
  let president: TestUser;
  beforeAll(async () => {
    ann = await createUser(server.t.app, { name: 'Ann' });
    bob = await createUser(server.t.app, { name: 'Bob' });
    president = await createUser(server.t.app, { role: 'President' });
  });

  const post = (user: TestUser, url: string, payload: object) =>
    server.t.app.inject({ method: 'POST', url, headers: user.headers, payload });

  it('a slip reaches the receiver within a second as activity_created, with fresh counts', async () => {
    const received = await listen(await server.connected(bob.token), channels.activityReceived(bob.id));
    const res = await post(ann, '/api/activities', {
      kind: 'referral',
      receiverId: bob.id,
      contact: { name: 'Pat' },
      referralType: 'inside',
      temperature: 4,
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id;
    const created = await eventually(
      received.events,
      (e) => e.type === 'activity_created' && e.id === id,
      1000,
    );
    expect(created.event).toEqual({
      type: 'activity_created',
      kind: 'referral',
      id,
      message: 'Ann passed you a referral',
    });
    const counts = await eventually(received.events, (e) => e.type === 'read_status_update');
    expect(counts.event).toEqual({ type: 'read_status_update', givenCount: 0, receivedCount: 1 });
    // Marking read publishes the new counts.
    received.events.length = 0;
    await post(bob, '/api/activities/read', { direction: 'received' });
    const after = await eventually(received.events, (e) => e.type === 'read_status_update');
    expect(after.event).toEqual({ type: 'read_status_update', givenCount: 0, receivedCount: 0 });
    received.sub.unsubscribe();
  });

  it('a one-to-one acceptance reaches the giver as one_to_one_update', async () => {
    const given = await listen(await server.connected(ann.token), channels.activityGiven(ann.id));
    const res = await post(ann, '/api/activities', {
      kind: 'one_to_one',
      receiverId: bob.id,
      scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
      location: 'Cafe',
    });
    const id = res.json().id;
    const accepted = await post(bob, `/api/activities/${id}/status`, { status: 'accepted' });
    expect(accepted.statusCode).toBe(200);
    const update = await eventually(given.events, (e) => e.type === 'one_to_one_update' && e.id === id);
    expect(update.event).toEqual({
      type: 'one_to_one_update',
      id,
      status: 'accepted',
      message: 'Bob accepted your one-to-one request',
    });
    const counts = await eventually(given.events, (e) => e.type === 'read_status_update' && e.givenCount > 0);
    expect(counts.event).toMatchObject({ givenCount: 1 });
    given.sub.unsubscribe();
  });

  it('an approval reaches the giver as activity_status', async () => {
    const given = await listen(await server.connected(ann.token), channels.activityGiven(ann.id));
    const res = await post(ann, '/api/activities', {
      kind: 'closed_business',
      receiverId: bob.id,
      amount: '120.00',
      businessType: 'new',
    });
    const id = res.json().id;
    expect((await post(president, `/api/approvals/business/${id}`, { decision: 'approve' })).statusCode).toBe(
      200,
    );
    const status = await eventually(given.events, (e) => e.type === 'activity_status' && e.id === id);
    expect(status.event).toEqual({
      type: 'activity_status',
      kind: 'closed_business',
      id,
      message: 'Your closed business to Bob was approved',
    });
    given.sub.unsubscribe();
  });

  it('mentorship: the mentor is told of an application, the mentee of the answer', async () => {
    const mentor = await createUser(server.t.app, { name: 'Maria' });
    const mentee = await createUser(server.t.app, { name: 'Mo' });
    await server.t.app.inject({
      method: 'PUT',
      url: '/api/mentors/me',
      headers: mentor.headers,
      payload: { expertise: ['Sales'], bio: '', capacity: 2, accepting: true },
    });
    const toMentor = await listen(await server.connected(mentor.token), channels.activityReceived(mentor.id));
    const toMentee = await listen(await server.connected(mentee.token), channels.activityGiven(mentee.id));
    const applied = await post(mentee, '/api/mentorship/applications', {
      mentorId: mentor.id,
      goals: 'Learn',
    });
    expect(applied.statusCode).toBe(201);
    const id = applied.json().id;
    const asked = await eventually(toMentor.events, (e) => e.type === 'activity_created' && e.id === id);
    expect(asked.event).toEqual({
      type: 'activity_created',
      kind: 'mentorship',
      id,
      message: 'Mo asks you for mentorship',
    });
    await post(mentor, `/api/mentorship/applications/${id}/status`, { status: 'accepted' });
    const answered = await eventually(toMentee.events, (e) => e.type === 'activity_status' && e.id === id);
    expect(answered.event).toEqual({
      type: 'activity_status',
      kind: 'mentorship',
      id,
      message: 'Maria accepted the mentorship application',
    });
  });

  it("another member cannot subscribe to someone's activity channels (103)", async () => {
    const client = await server.connected(president.token);
    for (const channel of [channels.activityReceived(bob.id), channels.activityGiven(ann.id)]) {
      const sub = client.newSubscription(channel);
      const code = await waitFor<'ok' | number>((resolve) => {
        sub.on('subscribed', () => resolve('ok'));
        sub.on('unsubscribed', (ctx) => resolve(ctx.code));
        sub.subscribe();
      });
      expect(code).toBe(103);
    }
  });
});
