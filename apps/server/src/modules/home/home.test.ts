import type { LeadershipTodos } from '@app/shared/home';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendance, meetings } from '../../db/schema/meetings';
import { memberships } from '../../db/schema/memberships';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let member: TestUser;
let president: TestUser;
let admin: TestUser;
let absentee: TestUser;
let twice: TestUser;

const DAY = 24 * 60 * 60 * 1000;

async function meetingDaysAgo(days: number): Promise<number> {
  const startsAt = new Date(Date.now() - days * DAY);
  const [row] = await t.store.db
    .insert(meetings)
    .values({ groupId: 1, title: 'Weekly', startsAt, endsAt: new Date(startsAt.getTime() + 90 * 60_000) })
    .returning({ id: meetings.id });
  if (!row) {
    throw new Error('no meeting');
  }
  return row.id;
}

async function todos(user: TestUser): Promise<LeadershipTodos> {
  const res = await t.app.inject({ method: 'GET', url: '/api/home/leadership', headers: user.headers });
  expect(res.statusCode).toBe(200);
  return res.json();
}

beforeAll(async () => {
  t = await buildTestApp();
  member = await createUser(t.app, { role: 'Member' });
  president = await createUser(t.app, { role: 'President' });
  admin = await createUser(t.app, { isAdmin: true });
  absentee = await createUser(t.app, { name: 'Absent Often' });
  twice = await createUser(t.app, { name: 'Absent Twice' });
  await createUser(t.app, { membershipStatus: 'pending' });
  await createUser(t.app, { membershipStatus: 'pending' });

  // Three A inside the window, one A outside it; S and M are not absences.
  for (const days of [7, 14, 21, 200]) {
    await t.store.db
      .insert(attendance)
      .values({ meetingId: await meetingDaysAgo(days), userId: absentee.id, status: 'absent' });
  }
  for (const [days, status] of [
    [7, 'absent'],
    [14, 'absent'],
    [21, 'substitute'],
    [28, 'medical'],
  ] as const) {
    await t.store.db
      .insert(attendance)
      .values({ meetingId: await meetingDaysAgo(days), userId: twice.id, status });
  }

  const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
  await t.store.db
    .update(memberships)
    .set({ renewalDue: inDays(10) })
    .where(eq(memberships.userId, member.id));
  await t.store.db
    .update(memberships)
    .set({ renewalDue: inDays(-5) })
    .where(eq(memberships.userId, absentee.id));
  await t.store.db
    .update(memberships)
    .set({ renewalDue: inDays(90) })
    .where(eq(memberships.userId, twice.id));
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/home/leadership', () => {
  it('shows a member nothing to do', async () => {
    expect(await todos(member)).toEqual({ approvals: null, renewals: null, absences: null });
  });

  it('shows a President the open approvals by kind and the members with 3 or more absences in 6 months', async () => {
    const answer = await todos(president);
    expect(answer.approvals?.byKind).toContainEqual({ kind: 'member', count: 2 });
    expect(answer.approvals?.total).toBeGreaterThanOrEqual(2);
    expect(answer.absences).toEqual({
      threshold: 3,
      members: [{ id: absentee.id, name: 'Absent Often', absences: 3 }],
    });
    // docs/architecture.md 15.1: manage_group renews (and is told about) its own group's memberships.
    expect(answer.renewals).toEqual({ dueSoon: 1, overdue: 1 });
  });

  it('shows an administrator the renewals due within 30 days and overdue', async () => {
    expect((await todos(admin)).renewals).toEqual({ dueSoon: 1, overdue: 1 });
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/home/leadership' })).statusCode).toBe(401);
  });
});
