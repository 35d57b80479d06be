import { channels } from '@app/shared/channels';
import { type MeetingEvent, meetingEvent } from '@app/shared/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/outbox';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { listenForRealtime, RealtimeClients, waitFor } from '../../testing/realtime-clients';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { daysFromNow, meetingAt } from './meetings.testing';

describe('meetings:{groupId}: members are told live', () => {
  let t: TestApp;
  let url: string;
  let ann: TestUser;
  let bob: TestUser;
  let president: TestUser;
  const clients = new RealtimeClients();

  beforeAll(async () => {
    t = await buildTestApp();
    url = await listenForRealtime(t.app);
    ann = await createUser(t.app, { role: 'Member' });
    bob = await createUser(t.app, { role: 'Member' });
    president = await createUser(t.app, { role: 'President' });
  });
  afterAll(async () => {
    clients.closeAll();
    await t?.close();
  });

  /** Bob's client on meetings:1, resolving the first event that `wanted` accepts. */
  async function listen(wanted: (event: MeetingEvent) => boolean): Promise<{ next: Promise<MeetingEvent> }> {
    const client = clients.open(url, bob.token, { connect: true });
    const sub = client.newSubscription(channels.meetings(1));
    const received = waitFor<MeetingEvent>((resolve) => {
      sub.on('publication', (ctx) => {
        const event = meetingEvent.safeParse(ctx.data);
        if (event.success && wanted(event.data)) {
          resolve(event.data);
        }
      });
    });
    await waitFor<void>((resolve) => {
      sub.once('subscribed', () => {
        console.log('SUBSCRIBED');
        resolve();
      });
      sub.subscribe();
    });
    return { next: received };
  }

  it("one member's RSVP reaches another member with the new counts", async () => {
    const meeting = await meetingAt(t.app, daysFromNow(2));
    const { next: event } = await listen((e) => e.type === 'rsvp_counts' && e.meetingId === meeting.id);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/meetings/${meeting.id}/rsvp`,
      headers: ann.headers,
      payload: { status: 'attending' },
    });
    expect(res.statusCode).toBe(200);
    expect(await event).toMatchObject({
      type: 'rsvp_counts',
      meetingId: meeting.id,
      rsvpCounts: { ...res.json().rsvpCounts },
    });
  });

  it('a cancellation reaches the members', async () => {
    const meeting = await meetingAt(t.app, daysFromNow(4));
    const { next: event } = await listen((e) => e.type === 'meeting_cancelled' && e.meetingId === meeting.id);
    await t.app.inject({ method: 'DELETE', url: `/api/meetings/${meeting.id}`, headers: president.headers });
    expect(await event).toMatchObject({
      type: 'meeting_cancelled',
      meetingId: meeting.id,
      meeting: { status: 'cancelled' },
    });
  });

  it("a visitor's answer through the mailed link reaches the inviter as visitor_status", async () => {
    const meeting = await meetingAt(t.app, daysFromNow(3));
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/visitors',
      headers: bob.headers,
      payload: { name: 'Vera Visitor', email: 'vera.live@example.com', meetingId: meeting.id },
    });
    expect(invited.statusCode).toBe(201);
    const { next: event } = await listen(
      (e) => e.type === 'visitor_status' && e.visitorId === invited.json().id,
    );
    const [mail] = (await t.store.db.select().from(outbox))
      .map((r) => r.payload as { to: string; text: string })
      .filter((m) => m.to === 'vera.live@example.com');
    const link = /http:\/\/chapter\.test(\/api\/visitors\/respond\?token=\S+&action=accept)/.exec(
      mail?.text ?? '',
    )?.[1];
    expect((await t.app.inject({ method: 'GET', url: link ?? '' })).statusCode).toBe(302);
    expect(await event).toMatchObject({
      type: 'visitor_status',
      meetingId: meeting.id,
      inviterId: bob.id,
      status: 'accepted',
    });
  });

  it('a member of another group cannot subscribe to meetings:1', async () => {
    const outsider = await createUser(t.app, { role: 'Member', groupId: (await createGroup(t.app)).id });
    const client = clients.open(url, outsider.token, { connect: true });
    const sub = client.newSubscription(channels.meetings(1));
    const outcome = waitFor<'subscribed' | number>((resolve) => {
      sub.on('subscribed', () => resolve('subscribed'));
      sub.on('unsubscribed', (ctx) => resolve(ctx.code));
    });
    sub.subscribe();
    expect(await outcome).toBe(103); // permission denied, for good (not a temporary error)
  });
});
