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
// The two sides of the date line: UTC+14 and UTC-11, all year. At 10:30 UTC on 11 March 2026
// Kiritimati is on the 12th (00:30), Pago Pago on the 10th (23:30): a day either side of UTC's.
const KIR = 'Pacific/Kiritimati';
const PPG = 'Pacific/Pago_Pago';
const ACROSS = new Date('2026-03-11T10:30:00Z');

describe("renewal dates are days of the group's timezone (docs/architecture.md 14.5)", () => {
  let t: TestApp;
  let admin: AuthContext;
  const groupOf: Record<string, number> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    const user = await createUser(t.app, { isAdmin: true, groupId: null });
    admin = { userId: user.id, isAdmin: true, groupId: null, permissions: [] } as unknown as AuthContext;
    for (const timezone of [AKL, LAX, KIR, PPG]) {
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
  it('reminds, lists and lapses on the edge days of the groups a day ahead of and behind UTC', async () => {
    // Each due date is the last (Kiritimati) or first (Pago Pago) day its window takes, one day
    // past the UTC date's window: a range on renewal_due drawn from the UTC date alone misses it.
    const kir = {
      in7: await member(KIR, '2026-03-19'),
      in8: await member(KIR, '2026-03-20'),
      in30: await member(KIR, '2026-04-11'),
      yesterday: await member(KIR, '2026-03-11'),
      lapsing: await member(KIR, '2026-02-10'),
      notYetLapsing: await member(KIR, '2026-02-11'),
    };
    const ppg = {
      today: await member(PPG, '2026-03-10'),
      in8: await member(PPG, '2026-03-18'),
      lapsing: await member(PPG, '2026-02-08'),
      notYetLapsing: await member(PPG, '2026-02-09'),
    };
    const listed = async (timezone: string, userId: number, status: 'due' | 'overdue') => {
      const query = renewalsQuery.parse({ status, groupId: groupOf[timezone], limit: 100 });
      const { items } = await listMembershipRenewals(t.app, admin, query, ACROSS);
      return items.find((i) => i.userId === userId)?.daysUntilDue ?? 'not listed';
    };
    const lists = {
      'Kiritimati yesterday overdue': await listed(KIR, kir.yesterday.userId, 'overdue'),
      'Kiritimati yesterday due': await listed(KIR, kir.yesterday.userId, 'due'),
      'Pago Pago today due': await listed(PPG, ppg.today.userId, 'due'),
      'Pago Pago today overdue': await listed(PPG, ppg.today.userId, 'overdue'),
    };

    await t.app.dailyJobs.runNow(RENEWALS_JOB, ACROSS);
    const reminders = async (m: { membershipId: number }) =>
      (
        await t.store.db
          .select()
          .from(renewalReminders)
          .where(eq(renewalReminders.membershipId, m.membershipId))
      )
        .map((r) => r.kind)
        .sort();
    expect({
      ...lists,
      'Kiritimati today+7': await reminders(kir.in7),
      'Kiritimati today+8': await reminders(kir.in8),
      'Kiritimati today+30': await reminders(kir.in30),
      'Pago Pago today+0': await reminders(ppg.today),
      'Pago Pago today+8': await reminders(ppg.in8),
      'Kiritimati 30 days overdue': await statusOf(kir.lapsing.userId),
      'Kiritimati 29 days overdue': await statusOf(kir.notYetLapsing.userId),
      'Pago Pago 30 days overdue': await statusOf(ppg.lapsing.userId),
      'Pago Pago 29 days overdue': await statusOf(ppg.notYetLapsing.userId),
    }).toEqual({
      'Kiritimati yesterday overdue': -1,
      'Kiritimati yesterday due': 'not listed',
      'Pago Pago today due': 0,
      'Pago Pago today overdue': 'not listed',
      'Kiritimati today+7': ['7'],
      'Kiritimati today+8': ['30'],
      'Kiritimati today+30': ['30'],
      'Pago Pago today+0': ['7'],
      'Pago Pago today+8': ['30'],
      'Kiritimati 30 days overdue': 'lapsed',
      'Kiritimati 29 days overdue': 'active',
      'Pago Pago 30 days overdue': 'lapsed',
      'Pago Pago 29 days overdue': 'active',
    });
  });
});
