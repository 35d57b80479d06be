import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups } from '../../db/schema/groups';
import type { AuthContext } from '../../plugins/auth';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { activityStats, monthStart } from './activity.stats';
import { insertSlip } from './activity.testing';

/**
 * Home's "This month" is the calendar month so far in the group's timezone, not the last 30 days
 * (issue 21): in Auckland (UTC+13 in summer) December starts at 11:00Z on 30 November.
 */
describe('my numbers of this calendar month', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('starts the month at local midnight of the 1st, across zones and daylight saving', () => {
    const now = new Date('2026-11-30T12:00:00Z');
    expect(monthStart(now, 'Pacific/Auckland').toISOString()).toBe('2026-11-30T11:00:00.000Z');
    expect(monthStart(now, 'UTC').toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(monthStart(now, 'America/Los_Angeles').toISOString()).toBe('2026-11-01T07:00:00.000Z');
    // 1 April in London is summer time (UTC+1): the month began at 23:00Z on 31 March.
    expect(monthStart(new Date('2026-04-15T12:00:00Z'), 'Europe/London').toISOString()).toBe(
      '2026-03-31T23:00:00.000Z',
    );
  });

  it('counts the slips of the group-local month only (period=month)', async () => {
    const group = await createGroup(t.app);
    await t.store.db.update(groups).set({ timezone: 'Pacific/Auckland' }).where(eq(groups.id, group.id));
    const me = await createUser(t.app, { groupId: group.id });
    const peer = await createUser(t.app, { groupId: group.id });
    const now = new Date('2026-11-30T12:00:00Z');
    // 30 November 23:00 in Auckland: last month there, though the same UTC day as `now`.
    await insertSlip(t.app, {
      kind: 'referral',
      giverId: me.id,
      receiverId: peer.id,
      groupId: group.id,
      createdAt: new Date('2026-11-30T10:00:00Z'),
    });
    // 1 December 00:30 in Auckland: this month.
    await insertSlip(t.app, {
      kind: 'referral',
      giverId: me.id,
      receiverId: peer.id,
      groupId: group.id,
      createdAt: new Date('2026-11-30T11:30:00Z'),
    });
    const auth = { userId: me.id, groupId: group.id } as AuthContext;
    const month = await activityStats(t.app, auth, { months: 6, period: 'month' }, now);
    expect(month.from).toBe('2026-11-30T11:00:00.000Z');
    expect(month.months).toBe(1);
    expect(month.given.referral.provisional).toBe(1);
    const rolling = await activityStats(t.app, auth, { months: 1 }, now);
    expect(rolling.given.referral.provisional).toBe(2);
  });

  it('is asked for with ?period=month and refuses an unknown period', async () => {
    const me = await createUser(t.app);
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/activities/stats?period=month',
      headers: me.headers,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().months).toBe(1);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/activities/stats?period=fortnight',
      headers: me.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});
