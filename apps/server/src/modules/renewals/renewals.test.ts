import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { renewalReminders } from '../../db/schema/jobs';
import { memberships } from '../../db/schema/memberships';
import { outbox } from '../../db/schema/outbox';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { RENEWALS_JOB } from './renewals.job';

const NOW = new Date('2026-06-01T06:00:00Z');
const day = (offset: number) => new Date(NOW.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

describe('renewals (docs/architecture.md 14.5)', () => {
  let t: TestApp;
  let admin: TestUser;
  let chapterAdmin: TestUser;
  let groupId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.app, { isAdmin: true, groupId: null });
    chapterAdmin = await createUser(t.app, { role: 'Admin' });
    groupId = (await createGroup(t.app, { name: 'Renewal Chapter' })).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const member = async (name: string, due: string | null, status: 'active' | 'lapsed' = 'active') => {
    const user = await createUser(t.app, { groupId, name, membershipStatus: status });
    await t.store.db.update(memberships).set({ renewalDue: due }).where(eq(memberships.userId, user.id));
    return user;
  };
  const membershipOf = async (userId: number) =>
    (await t.store.db.select().from(memberships).where(eq(memberships.userId, userId)))[0];
  const mailsTo = async (email: string) =>
    (await t.store.db.select().from(outbox).where(eq(outbox.kind, 'mail'))).filter(
      (r) => (r.payload as { to?: string }).to === email,
    );

  it('mails each reminder once (30 and 7 days before), even when the job runs twice a day', async () => {
    const in30 = await member('Thirty Days', day(30));
    const in7 = await member('Seven Days', day(7));
    const in60 = await member('Sixty Days', day(60));
    await t.app.dailyJobs.runNow(RENEWALS_JOB, NOW);
    await t.app.dailyJobs.runNow(RENEWALS_JOB, NOW);
    expect(await mailsTo(in30.email)).toHaveLength(1);
    expect(await mailsTo(in7.email)).toHaveLength(1);
    expect(await mailsTo(in60.email)).toHaveLength(0);
    const [mail] = await mailsTo(in7.email);
    expect((mail?.payload as { subject: string } | undefined)?.subject).toMatch(/due for renewal/);

    // 23 days later the 30-day member is 7 days from its date: the second reminder, once.
    const later = new Date(NOW.getTime() + 23 * 86_400_000);
    await t.app.dailyJobs.runNow(RENEWALS_JOB, later);
    await t.app.dailyJobs.runNow(RENEWALS_JOB, later);
    expect(await mailsTo(in30.email)).toHaveLength(2);
    expect(await mailsTo(in7.email)).toHaveLength(1);
    const m = await membershipOf(in30.id);
    const kinds = await t.store.db
      .select()
      .from(renewalReminders)
      .where(eq(renewalReminders.membershipId, m?.id ?? 0));
    expect(kinds.map((k) => k.kind).sort()).toEqual(['30', '7']);
  });

  it('lapses memberships 30 days overdue, once, audited; a lapsed member has the Visitor permission set', async () => {
    const overdue = await member('Long Overdue', day(-30));
    const recent = await member('Recently Due', day(-29));

    await t.app.dailyJobs.runNow(RENEWALS_JOB, NOW);
    await t.app.dailyJobs.runNow(RENEWALS_JOB, NOW);
    expect((await membershipOf(overdue.id))?.status).toBe('lapsed');
    expect((await membershipOf(recent.id))?.status).toBe('active');
    const audit = await t.store.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'membership.lapsed'), eq(auditLog.targetId, String(overdue.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorId).toBeNull();

    // Visitor set: view_meetings only; the roster (view_members) is closed.
    const roster = await t.app.inject({ method: 'GET', url: '/api/members', headers: overdue.headers });
    expect(roster.statusCode).toBe(403);
    const verified = await t.app.inject({
      method: 'GET',
      url: '/api/verify-token',
      headers: overdue.headers,
    });
    expect(verified.json().user.permissions).toEqual(['view_meetings']);
  });

  it("lists due, overdue and all memberships for administrators; another group's Admin gets 404", async () => {
    const list = (status: string, user = admin) =>
      t.app.inject({
        method: 'GET',
        url: `/api/admin/renewals?status=${status}&groupId=${groupId}&limit=100`,
        headers: user.headers,
      });
    const real = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    groupId = (await createGroup(t.app, { name: 'Listing Chapter' })).id;
    await member('Due Soon', real(10));
    await member('Due Later', real(45));
    await member('Past Due', real(-3));
    await member('Lapsed Long Ago', real(-90), 'lapsed');
    const names = async (status: string) =>
      (await list(status)).json().items.map((i: { name: string }) => i.name) as string[];
    expect(await names('due')).toEqual(['Due Soon']);
    const overdue = (await list('overdue')).json().items;
    expect(overdue.map((i: { name: string }) => i.name)).toEqual(['Lapsed Long Ago', 'Past Due']);
    expect(overdue[0]).toMatchObject({ status: 'lapsed', daysUntilDue: -90 });
    expect(overdue[1]).toMatchObject({ status: 'active', daysUntilDue: -3 });
    expect(await names('all')).toEqual(['Lapsed Long Ago', 'Past Due', 'Due Soon', 'Due Later']);
    const everywhere = await t.app.inject({
      method: 'GET',
      url: '/api/admin/renewals?status=all',
      headers: admin.headers,
    });
    expect(everywhere.json().total).toBeGreaterThan(4);
    // docs/architecture.md 15.1: a chapter Admin (manage_group) acts on its own group only.
    expect((await list('due', chapterAdmin)).statusCode).toBe(404);
    expect((await list('soon')).statusCode).toBe(400);
  });

  it('renews for 1 or 2 years from the later of today and the due date, reactivating a lapsed member, audited', async () => {
    const renew = (userId: number, years: unknown, user = admin) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/renewals/${userId}`,
        headers: user.headers,
        payload: { years },
      });
    const ahead = await member('Renews Ahead', '2030-03-15');
    const res = await renew(ahead.id, 2);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ renewalDue: '2032-03-15', status: 'active' });

    const lapsed = await member('Renews Lapsed', '2020-01-01', 'lapsed');
    const back = await renew(lapsed.id, 1);
    expect(back.statusCode).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(back.json().renewalDue).toBe(
      `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`.replace('-02-29', '-02-28'),
    );
    expect(back.json().status).toBe('active');
    const roster = await t.app.inject({ method: 'GET', url: '/api/members', headers: lapsed.headers });
    expect(roster.statusCode).toBe(200);

    const audit = await t.store.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'membership.renewed'), eq(auditLog.targetId, String(ahead.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.data).toMatchObject({
      years: 2,
      before: { renewalDue: '2030-03-15' },
      after: { renewalDue: '2032-03-15' },
    });

    expect((await renew(ahead.id, 3)).statusCode).toBe(400);
    expect((await renew(ahead.id, '1')).statusCode).toBe(400);
    expect((await renew(999_999, 1)).statusCode).toBe(404);
    const pending = await createUser(t.app, { groupId, membershipStatus: 'pending' });
    expect((await renew(pending.id, 1)).statusCode).toBe(409);
    expect((await renew(ahead.id, 1, chapterAdmin)).statusCode).toBe(404);
  });
});
