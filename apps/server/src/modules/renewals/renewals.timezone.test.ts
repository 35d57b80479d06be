import { renewalsQuery } from '@app/shared/renewals';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { groups } from '../../db/schema/groups';
import { renewalReminders } from '../../db/schema/jobs';
import { memberships } from '../../db/schema/memberships';
import type { AuthContext } from '../../plugins/auth';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { RENEWALS_JOB } from './renewals.job';
import { listMembershipRenewals, renewMembership } from './renewals.service';

// Near midnight UTC on 10/11 March 2026: Auckland (UTC+13) is on the 11th at both instants, Los
// Angeles (UTC-7 since 8 March) on the 10th; UTC on the 10th, then the 11th.
const LATE = new Date('2026-03-10T23:30:00Z');
const EARLY = new Date('2026-03-11T00:30:00Z');
const AKL = 'Pacific/Auckland';
const LAX = 'America/Los_Angeles';

describe("renewal dates are days of the group's timezone (docs/architecture.md 14.5)", () => {
  let t: TestApp;
  let admin: AuthContext;
  const groupOf: Record<string, number> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    const user = await createUser(t.app, { isAdmin: true, groupId: null });
    admin = { userId: user.id, isAdmin: true, groupId: null, permissions: [] } as unknown as AuthContext;
    for (const timezone of [AKL, LAX]) {
      const group = await createGroup(t.app, { name: `Renewals ${timezone}` });
      await t.store.db.update(groups).set({ timezone }).where(eq(groups.id, group.id));
      groupOf[timezone] = group.id;
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const member = async (timezone: string, renewalDue: string) => {
    const user = await createUser(t.app, { groupId: groupOf[timezone] as number });
    await t.store.db.update(memberships).set({ renewalDue }).where(eq(memberships.userId, user.id));
    const [row] = await t.store.db.select().from(memberships).where(eq(memberships.userId, user.id));
    return { userId: user.id, membershipId: row?.id ?? 0 };
  };
  const statusOf = async (userId: number) =>
    (await t.store.db.select().from(memberships).where(eq(memberships.userId, userId)))[0]?.status;

  it('lists a membership due on the 10th as overdue in Auckland and due today in Los Angeles', async () => {
    const akl = await member(AKL, '2026-03-10');
    const lax = await member(LAX, '2026-03-10');
    const listed = async (timezone: string, userId: number, status: 'due' | 'overdue', now: Date) => {
      const query = renewalsQuery.parse({ status, groupId: groupOf[timezone] });
      const { items } = await listMembershipRenewals(t.app, admin, query, now);
      return items.find((i) => i.userId === userId)?.daysUntilDue ?? 'not listed';
    };
    expect({
      'Auckland overdue at 23:30Z': await listed(AKL, akl.userId, 'overdue', LATE),
      'Auckland due at 23:30Z': await listed(AKL, akl.userId, 'due', LATE),
      'Los Angeles due at 00:30Z': await listed(LAX, lax.userId, 'due', EARLY),
      'Los Angeles overdue at 00:30Z': await listed(LAX, lax.userId, 'overdue', EARLY),
    }).toEqual({
      'Auckland overdue at 23:30Z': -1,
      'Auckland due at 23:30Z': 'not listed',
      'Los Angeles due at 00:30Z': 0,
      'Los Angeles overdue at 00:30Z': 'not listed',
    });
  });

  it("renews an overdue membership from the group's today", async () => {
    const akl = await member(AKL, '2026-03-01');
    const lax = await member(LAX, '2026-03-01');
    const client = { ip: '127.0.0.1', userAgent: undefined };
    const renewed = async (userId: number, now: Date) =>
      (await renewMembership(t.app, admin, userId, 1, client, now)).renewalDue;
    expect({
      'Auckland at 23:30Z': await renewed(akl.userId, LATE),
      'Los Angeles at 00:30Z': await renewed(lax.userId, EARLY),
    }).toEqual({
      'Auckland at 23:30Z': '2027-03-11',
      'Los Angeles at 00:30Z': '2027-03-10',
    });
  });

  it("mails the reminders and lapses memberships by the group's day", async () => {
    // Due on the 18th: 7 days ahead in Auckland, 8 in Los Angeles (whatever the UTC date).
    const aklReminded = await member(AKL, '2026-03-18');
    const laxReminded = await member(LAX, '2026-03-18');
    // Due on 9 February: 30 days overdue on Auckland's 11 March, 29 on Los Angeles' 10 March.
    const aklLapsing = await member(AKL, '2026-02-09');
    const laxLapsing = await member(LAX, '2026-02-09');
    const kinds = async (membershipId: number) =>
      (
        await t.store.db
          .select()
          .from(renewalReminders)
          .where(eq(renewalReminders.membershipId, membershipId))
      )
        .map((r) => r.kind)
        .sort();

    await t.app.dailyJobs.runNow(RENEWALS_JOB, LATE);
    const afterLate = {
      'Auckland lapsed at 23:30Z': await statusOf(aklLapsing.userId),
      'Los Angeles lapsed at 23:30Z': await statusOf(laxLapsing.userId),
    };
    await t.app.dailyJobs.runNow(RENEWALS_JOB, EARLY);
    const [lapse] = await t.store.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(aklLapsing.userId)));
    expect({
      ...afterLate,
      'Los Angeles lapsed at 00:30Z': await statusOf(laxLapsing.userId),
      'Auckland lapsed on': (lapse?.data as { lapsedOn?: string } | undefined)?.lapsedOn,
      'Auckland reminders': await kinds(aklReminded.membershipId),
      'Los Angeles reminders': await kinds(laxReminded.membershipId),
    }).toEqual({
      'Auckland lapsed at 23:30Z': 'lapsed',
      'Los Angeles lapsed at 23:30Z': 'active',
      'Los Angeles lapsed at 00:30Z': 'active',
      'Auckland lapsed on': '2026-03-11',
      'Auckland reminders': ['7'],
      'Los Angeles reminders': ['30'],
    });
  });
});
