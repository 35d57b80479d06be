import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { groups } from '../../db/schema/groups';
import { memberships } from '../../db/schema/memberships';
import { outbox } from '../../db/schema/outbox';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { atOnce, describeRace, outcome, raceRounds, tally } from '../../testing/race';
import { buildTestApp, type TestApp } from '../../testing/test-app';

const ROUNDS = 6;
const CALLS = 8;

/**
 * ADR 008. Decisions are guarded by the conditional `UPDATE ... WHERE status = 'pending'
 * RETURNING` of settlePendingMembership (validated: with a plain update by id instead, every round
 * answered 200 to all 8 decisions); approvals and capacity changes by the group row lock
 * (`lockSeats` and `lockGroupRow`, both `FOR UPDATE`).
 */
describeRace('concurrent decisions of one membership request', () => {
  let t: TestApp;
  let deciders: TestUser[];
  beforeAll(async () => {
    t = await buildTestApp();
    deciders = [
      await createUser(t.app, { role: 'President' }),
      await createUser(t.app, { role: 'Vice President' }),
      await createUser(t.app, { role: 'Board Member' }),
      await createUser(t.app, { isAdmin: true, role: 'Admin' }),
    ];
  });
  afterAll(async () => {
    await t?.close();
  });

  it('exactly one of several simultaneous approve/reject decisions wins; the others answer 409', async () => {
    const rounds = await raceRounds(ROUNDS, async () => {
      const applicant = await createUser(t.app, { membershipStatus: 'pending' });
      const [membership] = await t.store.db
        .select()
        .from(memberships)
        .where(eq(memberships.userId, applicant.id));
      const id = membership?.id ?? 0;
      const answers = await atOnce(CALLS, (i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/approvals/member/${id}`,
          headers: deciders[i % deciders.length]?.headers ?? {},
          payload: { decision: i % 2 === 0 ? 'approve' : 'reject' },
        }),
      );
      const won = answers.find((a) => a.statusCode === 200)?.json().status;
      const [after] = await t.store.db.select().from(memberships).where(eq(memberships.id, id));
      const audits = await t.store.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'approval.decided'), eq(auditLog.targetId, String(id))));
      const mails = (await t.store.db.select().from(outbox)).filter(
        (m) => (m.payload as { to: string }).to === applicant.email,
      );
      return {
        answers: tally(answers.map(outcome)),
        consistent: after?.status === (won === 'approved' ? 'active' : 'removed'),
        audits: audits.length,
        mails: mails.length,
      };
    });
    const expected = {
      answers: { '200': 1, '409 CONFLICT': CALLS - 1 },
      consistent: true,
      audits: 1,
      mails: 1,
    };
    expect(rounds).toEqual(Array.from({ length: ROUNDS }, () => expected));
  });

  it('approvals racing a capacity cut never leave more active members than the capacity', async () => {
    const admin = deciders[3] as TestUser;
    const rounds = await raceRounds(ROUNDS, async () => {
      const group = await createGroup(t.app, { capacity: 6 });
      for (let i = 0; i < 3; i += 1) {
        await createUser(t.app, { groupId: group.id });
      }
      const pendingIds: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const applicant = await createUser(t.app, { groupId: group.id, membershipStatus: 'pending' });
        const [row] = await t.store.db.select().from(memberships).where(eq(memberships.userId, applicant.id));
        pendingIds.push(row?.id ?? 0);
      }
      await atOnce(4, (i) =>
        i < 3
          ? t.app.inject({
              method: 'POST',
              url: `/api/approvals/member/${pendingIds[i]}`,
              headers: admin.headers,
              payload: { decision: 'approve' },
            })
          : t.app.inject({
              method: 'PATCH',
              url: `/api/admin/groups/${group.id}`,
              headers: admin.headers,
              payload: { capacity: 3 },
            }),
      );
      const [row] = await t.store.db.select().from(groups).where(eq(groups.id, group.id));
      const active = (
        await t.store.db.select().from(memberships).where(eq(memberships.groupId, group.id))
      ).filter((m) => m.status === 'active').length;
      return { withinCapacity: active <= (row?.capacity ?? 0) };
    });
    expect(rounds).toEqual(Array.from({ length: ROUNDS }, () => ({ withinCapacity: true })));
  });
});
