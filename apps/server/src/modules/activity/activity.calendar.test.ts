import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { listOneToOneEvents } from './activity.calendar';
import { insertSlip } from './activity.testing';

const DAY = 86_400_000;

describe('listOneToOneEvents (the private calendar feed carries my one-to-ones)', () => {
  let t: TestApp;
  let ann: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    ann = await createUser(t.app, { name: 'Ann' });
    bob = await createUser(t.app, { name: 'Bob' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('either side, in the period, without declined or cancelled ones', async () => {
    const at = new Date(Date.now() + 2 * DAY);
    const accepted = await insertSlip(t.app, {
      kind: 'one_to_one',
      giverId: ann.id,
      receiverId: bob.id,
      status: 'accepted',
      scheduledAt: at,
    });
    await insertSlip(t.app, {
      kind: 'one_to_one',
      giverId: ann.id,
      receiverId: bob.id,
      status: 'declined',
      scheduledAt: at,
    });
    await insertSlip(t.app, {
      kind: 'one_to_one',
      giverId: bob.id,
      receiverId: ann.id,
      status: 'cancelled',
      scheduledAt: at,
    });
    const requested = await insertSlip(t.app, {
      kind: 'one_to_one',
      giverId: bob.id,
      receiverId: ann.id,
      scheduledAt: new Date(at.getTime() + 3_600_000),
    });
    await insertSlip(t.app, {
      kind: 'one_to_one',
      giverId: ann.id,
      receiverId: bob.id,
      scheduledAt: new Date(Date.now() + 90 * DAY),
    });
    const events = await listOneToOneEvents(t.store.db, ann.id, new Date(), new Date(Date.now() + 30 * DAY));
    expect(events.map((e) => e.activityId)).toEqual([accepted.id, requested.id]);
    expect(events[0]).toMatchObject({
      id: `one-to-one-${accepted.id}`,
      title: 'One-to-One with Bob',
      start: at,
      end: new Date(at.getTime() + 3_600_000),
      location: 'Cafe',
      status: 'accepted',
      otherPerson: { id: bob.id, name: 'Bob' },
    });
    expect(events[1]).toMatchObject({ title: 'One-to-One with Bob', status: 'requested' });
    const bobs = await listOneToOneEvents(t.store.db, bob.id, new Date(), new Date(Date.now() + 30 * DAY));
    expect(bobs.map((e) => e.title)).toEqual(['One-to-One with Ann', 'One-to-One with Ann']);
  });

  it("puts them in my calendar.ics and private feed, requested ones tentative, not in a third member's", async () => {
    const at = new Date(Date.now() + 5 * DAY);
    const slip = await insertSlip(t.app, {
      kind: 'one_to_one',
      giverId: bob.id,
      receiverId: ann.id,
      scheduledAt: at,
    });
    const ics = await t.app.inject({ method: 'GET', url: '/api/calendar.ics', headers: ann.headers });
    expect(ics.statusCode).toBe(200);
    const event = ics.body.split('BEGIN:VEVENT').find((e) => e.includes(`UID:one-to-one-${slip.id}@`));
    expect(event).toBeDefined();
    expect(event).toContain('STATUS:TENTATIVE');
    expect(event).toContain('LOCATION:Cafe');
    const carol = await createUser(t.app, { name: 'Carol' });
    const other = await t.app.inject({ method: 'GET', url: '/api/calendar.ics', headers: carol.headers });
    expect(other.body).not.toContain(`UID:one-to-one-${slip.id}@`);
  });
});
