import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { memberships } from '../../db/schema/memberships';
import { outbox } from '../../db/schema/outbox';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp, testStoreKind } from '../../testing/test-app';

/**
 * PGlite runs one statement at a time, so decisions cannot interleave there and this would prove
 * nothing: it runs on PostgreSQL (`server-postgres`), where each request has its own connection.
 */
const describeOnPostgres = testStoreKind() === 'postgres' ? describe : describe.skip;

describeOnPostgres('concurrent decisions of one membership request (PostgreSQL)', () => {
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
    for (let round = 0; round < 5; round += 1) {
      const applicant = await createUser(t.app, { membershipStatus: 'pending' });
      const [membership] = await t.store.db
        .select()
        .from(memberships)
        .where(eq(memberships.userId, applicant.id));
      const id = membership?.id as number;
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          t.app.inject({
            method: 'POST',
            url: `/api/approvals/member/${id}`,
            headers: deciders[i % deciders.length]?.headers ?? {},
            payload: { decision: i % 2 === 0 ? 'approve' : 'reject' },
          }),
        ),
      );
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes, `round ${round}`).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
      const won = answers.find((a) => a.statusCode === 200)?.json().status;
      const [after] = await t.store.db.select().from(memberships).where(eq(memberships.id, id));
      expect(after?.status).toBe(won === 'approved' ? 'active' : 'removed');
      const audits = await t.store.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'approval.decided'), eq(auditLog.targetId, String(id))));
      expect(audits).toHaveLength(1);
      const mails = (await t.store.db.select().from(outbox)).filter(
        (m) => (m.payload as { to: string }).to === applicant.email,
      );
      expect(mails).toHaveLength(1);
    }
  });
});
