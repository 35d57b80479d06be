import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { memberships } from '../../db/schema/memberships';
import { outbox } from '../../db/schema/outbox';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser } from '../../testing/factories/user.factory';
import { describeRace, raceRounds } from '../../testing/race';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { runRenewals } from './renewals.job';

describeRace('the renewals job run by two nodes at once', () => {
  let t: TestApp;
  let groupId: number;
  const now = new Date('2026-06-01T06:00:00Z');
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await buildTestApp();
    groupId = (await createGroup(t.app, { capacity: 1000 })).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lapses each overdue membership once and mails each reminder once, claimed in batches', async () => {
    // Five reminders in each window's list, claimed two per transaction: the nodes' batches overlap.
    const rounds = await raceRounds(5, async () => {
      const overdue = await createUser(t.app, { groupId });
      await t.store.db
        .update(memberships)
        .set({ renewalDue: day(-40) })
        .where(eq(memberships.userId, overdue.id));
      const reminded = [];
      for (const offset of [7, 7, 6, 30, 29]) {
        const user = await createUser(t.app, { groupId });
        await t.store.db
          .update(memberships)
          .set({ renewalDue: day(offset) })
          .where(eq(memberships.userId, user.id));
        reminded.push(user.email);
      }
      const results = await Promise.all([
        runRenewals(t.app, now, { reminderBatch: 2 }),
        runRenewals(t.app, now, { reminderBatch: 2 }),
      ]);
      const audits = await t.store.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.action, 'membership.lapsed'), inArray(auditLog.targetId, [String(overdue.id)])),
        );
      const mails = (await t.store.db.select().from(outbox)).map((r) => (r.payload as { to?: string }).to);
      return {
        lapsed: results.reduce((n, r) => n + r.lapsed, 0),
        reminders: results.reduce((n, r) => n + r.reminders, 0),
        audits: audits.length,
        mailsEach: reminded.map((email) => mails.filter((to) => to === email).length),
      };
    });
    expect(rounds).toEqual(
      Array.from({ length: 5 }, () => ({ lapsed: 1, reminders: 5, audits: 1, mailsEach: [1, 1, 1, 1, 1] })),
    );
  });
});
