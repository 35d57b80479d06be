import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { atOnce, describeRace, outcome, raceRounds, tally } from '../../testing/race';
import { buildTestApp, type TestApp } from '../../testing/test-app';

describeRace('the last active Admin under concurrent changes', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.app, { isAdmin: true, groupId: null });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lets exactly one of two simultaneous demotions of a group's last two Admins win, every round", async () => {
    const rounds = await raceRounds(8, async () => {
      const group = await createGroup(t.app);
      const pair = [
        await createUser(t.app, { role: 'Admin', groupId: group.id }),
        await createUser(t.app, { role: 'Admin', groupId: group.id }),
      ];
      const answers = await atOnce(2, (i) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/admin/users/${pair[i]?.id}`,
          headers: admin.headers,
          payload: i === 0 ? { role: 'Member' } : { isActive: false },
        }),
      );
      const audited = await t.store.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, 'admin.user.updated'),
            inArray(
              auditLog.targetId,
              pair.map((p) => String(p.id)),
            ),
          ),
        );
      return { ...tally(answers.map(outcome)), audited: audited.length };
    });
    for (const round of rounds) {
      expect(round).toEqual({ '200': 1, '409 CONFLICT': 1, audited: 1 });
    }
  });
});
