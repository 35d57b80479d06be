import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../db/schema/memberships';
import { createUser, type TestUser } from '../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../testing/test-app';
import { seedMeetings } from './seed-meetings';

describe('seedMeetings (demo data)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a year of weekly meetings and 12 weeks ahead, sheets with a few absences, visitors and substitutes', async () => {
    const members: TestUser[] = [];
    for (let i = 0; i < 16; i += 1) {
      const member = await createUser(t.app, { role: i === 0 ? 'President' : 'Member' });
      await t.store.db
        .update(memberships)
        .set({ joinedAt: new Date(Date.now() - 400 * 86_400_000) })
        .where(eq(memberships.userId, member.id));
      members.push(member);
    }
    const result = await seedMeetings(t.store.db, { groupId: 1, memberIds: members.map((m) => m.id) });
    expect(result.meetings).toBeGreaterThanOrEqual(62);
    expect(result).toMatchObject({ visitors: 8, substitutions: 2 });
    const president = members[0] as TestUser;
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/meetings?from=${new Date().toISOString()}`,
      headers: president.headers,
    });
    expect(list.json().items.length).toBeGreaterThanOrEqual(11);
    const past = await t.app.inject({
      method: 'GET',
      url: `/api/meetings?to=${new Date().toISOString()}&status=scheduled&limit=100`,
      headers: president.headers,
    });
    const last = past.json().items.at(-1);
    const sheet = (
      await t.app.inject({
        method: 'GET',
        url: `/api/meetings/${last.id}/attendance`,
        headers: president.headers,
      })
    ).json();
    const ids = new Set(members.map((m) => m.id));
    const seeded = sheet.rows.filter((r: { userId: number }) => ids.has(r.userId));
    expect(seeded).toHaveLength(16);
    expect(seeded.every((r: { recorded: boolean }) => r.recorded)).toBe(true);
    expect(
      sheet.rows.filter((r: { flagged: boolean }) => r.flagged).map((r: { userId: number }) => r.userId),
    ).toEqual([members[4]?.id]);
    const visitors = await t.app.inject({ method: 'GET', url: '/api/visitors', headers: president.headers });
    expect(new Set(visitors.json().items.map((v: { status: string }) => v.status))).toEqual(
      new Set(['pending', 'accepted', 'declined', 'attended']),
    );
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/approvals?kind=substitute',
      headers: president.headers,
    });
    expect(queue.json().total).toBe(1);
  });
});
