import { channels } from '@app/shared/channels';
import { type GroupActivityEvent, groupActivityEvent } from '@app/shared/realtime';
import { beforeAll, describe, expect, it } from 'vitest';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { liveTestApp } from '../../testing/live-test-app';
import { waitFor } from '../../testing/realtime-clients';
import { daysFromNow, meetingAt } from '../meetings/meetings.testing';

const server = liveTestApp();

/** group-activity:{groupId}: the group's figures (leadership's dashboard) follow every slip live. */
describe('group-activity with the centrifuge client', () => {
  let ann: TestUser;
  let bob: TestUser;
  let leader: TestUser;
  let outsider: TestUser;
  beforeAll(async () => {
    ann = await createUser(server.t.app, { name: 'Ann' });
    bob = await createUser(server.t.app, { name: 'Bob' });
    leader = await createUser(server.t.app, { role: 'President' });
    outsider = await createUser(server.t.app, { groupId: (await createGroup(server.t.app)).id });
  });

  async function subscribe(user: TestUser) {
    const client = await server.connected(user.token);
    const sub = client.newSubscription(channels.groupActivity(1));
    const events: GroupActivityEvent[] = [];
    sub.on('publication', (ctx) => {
      const parsed = groupActivityEvent.safeParse(ctx.data);
      if (parsed.success) {
        events.push(parsed.data);
      }
    });
    const result = await waitFor<'ok' | number>((resolve) => {
      sub.on('subscribed', () => resolve('ok'));
      sub.on('unsubscribed', (ctx) => resolve(ctx.code));
      sub.subscribe();
    });
    return { result, events };
  }

  it('tells a third member of the group of a slip between two others, with its kind only', async () => {
    const watching = await subscribe(leader);
    expect(watching.result).toBe('ok');
    const res = await server.t.app.inject({
      method: 'POST',
      url: '/api/activities',
      headers: ann.headers,
      payload: {
        kind: 'referral',
        receiverId: bob.id,
        contact: { name: 'Pat' },
        referralType: 'inside',
        temperature: 2,
      },
    });
    expect(res.statusCode).toBe(201);
    await expect
      .poll(() => watching.events, { timeout: 2000 })
      .toContainEqual({
        type: 'group_activity',
        kind: 'referral',
      });
  });

  it('tells the group when an attendance sheet is saved', async () => {
    const watching = await subscribe(leader);
    const meeting = await meetingAt(server.t.app, daysFromNow(-1));
    const res = await server.t.app.inject({
      method: 'PUT',
      url: `/api/meetings/${meeting.id}/attendance`,
      headers: leader.headers,
      payload: { records: [{ userId: ann.id, status: 'absent' }] },
    });
    expect(res.statusCode).toBe(200);
    await expect
      .poll(() => watching.events, { timeout: 2000 })
      .toContainEqual({
        type: 'group_activity',
        kind: 'attendance',
      });
  });

  it("refuses another group's member", async () => {
    expect((await subscribe(outsider)).result).not.toBe('ok');
  });
});
