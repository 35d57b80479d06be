import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups } from '../../db/schema/groups';
import { meetings, rsvps } from '../../db/schema/meetings';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { generateGroupMeetings } from './meetings.generate';
import { MEETING_SCHEDULE_JOB } from './meetings.plugin';

describe('the weekly schedule keeps 12 weeks of meetings', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.app, { isAdmin: true, role: 'Admin' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const scheduled = async (timezone = 'Europe/London') => {
    const group = await createGroup(t.app);
    await t.store.db
      .update(groups)
      .set({
        timezone,
        meetingWeekday: 4,
        meetingTime: '07:00',
        meetingDurationMinutes: 90,
        meetingLocation: 'Hotel',
      })
      .where(eq(groups.id, group.id));
    return group.id;
  };
  const weekly = (groupId: number) =>
    t.store.db
      .select()
      .from(meetings)
      .where(and(eq(meetings.groupId, groupId), eq(meetings.seriesId, 'weekly')))
      .orderBy(asc(meetings.startsAt));

  it('creates the next 12 Thursdays at 07:00 London time across the March change, once', async () => {
    const groupId = await scheduled();
    const now = new Date('2027-03-01T12:00:00Z');
    await t.app.dailyJobs.runNow(MEETING_SCHEDULE_JOB, now);
    await t.app.dailyJobs.runNow(MEETING_SCHEDULE_JOB, now);
    const rows = await weekly(groupId);
    expect(rows).toHaveLength(12);
    expect(rows.slice(2, 5).map((r) => [r.occurrenceDate, r.startsAt.toISOString()])).toEqual([
      ['2027-03-18', '2027-03-18T07:00:00.000Z'],
      ['2027-03-25', '2027-03-25T07:00:00.000Z'],
      // BST from Sunday 28 March 2027
      ['2027-04-01', '2027-04-01T06:00:00.000Z'],
    ]);
    expect(rows[0]).toMatchObject({ location: 'Hotel', status: 'scheduled', editedAt: null });
    expect(rows[0]?.endsAt.getTime()).toBe((rows[0]?.startsAt.getTime() ?? 0) + 90 * 60_000);
    // A week later one more is created, nothing twice.
    await t.app.dailyJobs.runNow(MEETING_SCHEDULE_JOB, new Date('2027-03-08T12:00:00Z'));
    expect(await weekly(groupId)).toHaveLength(13);
  });

  it('keeps 07:00 local across the November change', async () => {
    const groupId = await scheduled();
    await generateGroupMeetings(t.store.db, groupId, new Date('2027-10-18T00:00:00Z'));
    const rows = (await weekly(groupId)).slice(0, 3);
    expect(rows.map((r) => r.startsAt.toISOString())).toEqual([
      '2027-10-21T06:00:00.000Z',
      // GMT from Sunday 31 October 2027
      '2027-10-28T06:00:00.000Z',
      '2027-11-04T07:00:00.000Z',
    ]);
  });

  it('moves only unedited future meetings when the schedule changes, then fills the 12 weeks', async () => {
    const groupId = await scheduled('UTC');
    const now = new Date();
    // A past meeting of the series stays where it was.
    const [past] = await t.store.db
      .insert(meetings)
      .values({
        groupId,
        title: 'Past',
        startsAt: new Date(now.getTime() - 7 * 86_400_000),
        endsAt: new Date(now.getTime() - 7 * 86_400_000 + 3_600_000),
        seriesId: 'weekly',
        occurrenceDate: new Date(now.getTime() - 7 * 86_400_000).toISOString().slice(0, 10),
      })
      .returning();
    await generateGroupMeetings(t.store.db, groupId, now);
    const before = await weekly(groupId);
    const future = before.filter((r) => r.startsAt > now);
    expect(future.length).toBeGreaterThanOrEqual(11);
    const [edited, withRsvp] = [future[1], future[2]];
    const president = await createUser(t.app, { role: 'President', groupId });
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/meetings/${edited?.id}`,
      headers: president.headers,
      payload: { agenda: 'Special guest' },
    });
    expect(patch.statusCode).toBe(200);
    await t.store.db
      .insert(rsvps)
      .values({ meetingId: withRsvp?.id ?? 0, userId: president.id, status: 'attending' });

    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/groups/${groupId}`,
      headers: admin.headers,
      payload: { meetingSchedule: { weekday: 2, time: '18:30', durationMinutes: 60, location: 'Library' } },
    });
    expect(changed.statusCode).toBe(200);

    const after = await weekly(groupId);
    const byId = new Map(after.map((r) => [r.id, r]));
    expect(byId.get(past?.id ?? 0)?.startsAt.getTime()).toBe(past?.startsAt.getTime());
    expect(byId.get(edited?.id ?? 0)).toMatchObject({ startsAt: edited?.startsAt, location: 'Hotel' });
    const moved = byId.get(withRsvp?.id ?? 0);
    expect(moved).toMatchObject({ location: 'Library' });
    expect(moved?.startsAt.getUTCDay()).toBe(2);
    expect(moved?.startsAt.toISOString().slice(11, 16)).toBe('18:30');
    const [answer] = await t.store.db
      .select()
      .from(rsvps)
      .where(eq(rsvps.meetingId, withRsvp?.id ?? 0));
    expect(answer?.status).toBe('attending');
    // Every unedited future meeting follows the new schedule; 12 weeks of Tuesdays exist.
    const upcoming = after.filter((r) => r.startsAt > new Date() && r.editedAt === null);
    expect(upcoming.every((r) => r.startsAt.getUTCDay() === 2 && r.location === 'Library')).toBe(true);
    expect(upcoming.length).toBeGreaterThanOrEqual(11);
    expect(new Set(after.map((r) => r.occurrenceDate)).size).toBe(after.length);
  });

  it('a read of the meetings makes sure the next 12 weeks exist before the daily job ran', async () => {
    const groupId = await scheduled();
    const member = await createUser(t.app, { role: 'Member', groupId });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/meetings?from=${new Date().toISOString()}`,
      headers: member.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBeGreaterThanOrEqual(11);
    expect(res.json().items.every((m: { seriesId: string; title: string }) => m.seriesId === 'weekly')).toBe(
      true,
    );
  });

  it('creates nothing for a group without a schedule or an inactive one', async () => {
    const bare = await createGroup(t.app);
    const inactive = await scheduled();
    await t.store.db.update(groups).set({ status: 'inactive' }).where(eq(groups.id, inactive));
    await t.app.dailyJobs.runNow(MEETING_SCHEDULE_JOB, new Date());
    expect(await weekly(bare.id)).toHaveLength(0);
    expect(await weekly(inactive)).toHaveLength(0);
  });
});
