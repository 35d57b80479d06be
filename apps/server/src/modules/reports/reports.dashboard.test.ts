import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../../db/schema/memberships';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { addDays, localDay } from './reports.period';
import { type SeededChapter, seedChapter } from './reports.seed.testing';

describe('GET /api/admin/dashboard (docs/architecture.md 14.5)', () => {
  let t: TestApp;
  let c: SeededChapter;
  let admin: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    c = await seedChapter(t.app);
    admin = await createUser(t.app, { isAdmin: true, groupId: null });
    const today = localDay(new Date(), 'UTC');
    await t.store.db
      .update(memberships)
      .set({ renewalDue: addDays(today, 10) })
      .where(eq(memberships.userId, c.anna.id));
    await t.store.db
      .update(memberships)
      .set({ renewalDue: addDays(today, -40) })
      .where(eq(memberships.userId, c.lapsed.id));
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (user: TestUser, query: string) =>
    t.app.inject({ method: 'GET', url: `/api/admin/dashboard?${query}`, headers: user.headers });

  it('answers the counts and the weeks of the period (hand-counted)', async () => {
    const res = await get(c.paula, 'from=2026-03-02&to=2026-03-15');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      from: '2026-03-02',
      to: '2026-03-15',
      currency: 'EUR',
      members: { active: 4, pending: 1, lapsed: 1 },
      visitors: { invited: 2, accepted: 2, attended: 1 },
      renewals: { dueSoon: 1, overdue: 1 },
      attendanceRate: 0.625,
      openApprovals: 3,
      weeks: [
        {
          weekStart: '2026-03-02',
          referrals: 1,
          closedBusiness: '1200.50',
          otherCurrencies: [],
          oneToOnes: 1,
          visitors: 1,
          attendanceRate: 0.5,
        },
        {
          weekStart: '2026-03-09',
          referrals: 2,
          closedBusiness: '399.25',
          otherCurrencies: [{ currency: 'USD', amount: '500.00' }],
          oneToOnes: 2,
          visitors: 0,
          attendanceRate: 0.75,
        },
      ],
    });
  });

  it('defaults to the last 12 weeks, Mondays, an empty week without a rate', async () => {
    const body = (await get(c.paula, '')).json();
    expect(body.weeks).toHaveLength(12);
    expect(body.to).toBe(localDay(new Date(), 'UTC'));
    for (const week of body.weeks) {
      expect(new Date(`${week.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
      expect(week.attendanceRate).toBeNull();
    }
  });

  it('keeps to my group; administrators name one; bad periods answer 400', async () => {
    expect((await get(c.outsider, `groupId=${c.groupId}`)).statusCode).toBe(404);
    expect((await get(c.outsider, 'from=2026-03-02&to=2026-03-15')).json().weeks[0].referrals).toBe(1);
    const byAdmin = await get(admin, `from=2026-03-02&to=2026-03-15&groupId=${c.groupId}`);
    expect(byAdmin.json().members.active).toBe(4);
    for (const query of ['from=2026-13-01', 'from=2026-03-10&to=2026-03-01', 'to=tomorrow']) {
      expect((await get(c.paula, query)).statusCode, query).toBe(400);
    }
  });
});
