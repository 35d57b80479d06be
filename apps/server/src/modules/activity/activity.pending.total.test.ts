import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../db/schema/activities';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { insertSlip } from './activity.testing';

// The approvals queue of every group (an administrator's, no groupId) answers its totals from the
// counts the store keeps in pending_slips (migration 0017) instead of counting every pending slip of
// the installation. Whatever sends, decides, moves or deletes a slip, the answer's total must stay
// what a count says; a group's own queue counts its slips and must agree.
describe('GET /api/approvals across groups: the totals of pending slips', () => {
  let t: TestApp;
  let admin: TestUser;
  let president: TestUser;
  let giver: TestUser;
  let receiver: TestUser;
  let otherGroupId: number;
  let outsider: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.app, { name: 'Ada Admin', groupId: null, isAdmin: true });
    president = await createUser(t.app, { name: 'Pia President', role: 'President' });
    giver = await createUser(t.app, { name: 'Gus Giver' });
    receiver = await createUser(t.app, { name: 'Rita Receiver' });
    otherGroupId = (await createGroup(t.app, { name: 'Second Chapter', capacity: 40 })).id;
    outsider = await createUser(t.app, { name: 'Otto Other', groupId: otherGroupId });
  });
  afterAll(async () => {
    await t?.close();
  });

  const totalOf = async (user: TestUser, kind: 'referral' | 'business') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/approvals?kind=${kind}&limit=1`,
      headers: user.headers,
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { total: number }).total;
  };
  const counted = async (kind: 'referral' | 'closed_business', groupId?: number) => {
    const result = await t.store.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${activities} where status = 'pending' and kind = ${kind}
          ${groupId === undefined ? sql`` : sql`and group_id = ${groupId}`}`,
    );
    return Number(result.rows[0]?.n);
  };
  /** The administrator's totals, the count of every pending slip, and group 1's own total. */
  const expectTotalsTrue = async () => {
    expect(await totalOf(admin, 'referral')).toBe(await counted('referral'));
    expect(await totalOf(admin, 'business')).toBe(await counted('closed_business'));
    expect(await totalOf(president, 'referral')).toBe(await counted('referral', 1));
  };
  const kept = async () => {
    const result = await t.store.db.execute<{ group_id: number; kind: string; total: number }>(
      sql`select group_id, kind, total from pending_slips where total <> 0 order by group_id, kind`,
    );
    return result.rows.map((r) => `${r.group_id}:${r.kind}:${r.total}`);
  };

  it('follows slips sent through the API, decided, sent in one statement and deleted', async () => {
    const before = await counted('referral');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/activities',
      headers: giver.headers,
      payload: {
        kind: 'referral',
        receiverId: receiver.id,
        contact: { name: 'Prospect Person', phone: '+49 151 1234567' },
        referralType: 'outside',
        temperature: 4,
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await insertSlip(t.app, { kind: 'referral', giverId: outsider.id, groupId: otherGroupId });
    await insertSlip(t.app, { kind: 'closed_business', giverId: giver.id, receiverId: receiver.id });
    expect(await totalOf(admin, 'referral')).toBe(before + 2);
    await expectTotalsTrue();

    // A decision takes a slip out of the queue; a slip that is not pending never counts.
    const id = (sent.json() as { id: number }).id;
    const decided = await t.app.inject({
      method: 'POST',
      url: `/api/approvals/referral/${id}`,
      headers: president.headers,
      payload: { decision: 'approve' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    await insertSlip(t.app, { kind: 'referral', giverId: giver.id, status: 'approved' });
    expect(await totalOf(admin, 'referral')).toBe(before + 1);
    await expectTotalsTrue();

    // One statement of three pending slips in two groups (as an import writes them), then two deleted.
    const batch = await t.store.db
      .insert(activities)
      .values(
        [1, 1, otherGroupId].map((groupId) => ({
          groupId,
          kind: 'referral' as const,
          giverId: groupId === 1 ? giver.id : outsider.id,
          status: 'pending',
          contactName: 'Batch Prospect',
          referralType: 'inside' as const,
        })),
      )
      .returning({ id: activities.id });
    expect(await totalOf(admin, 'referral')).toBe(before + 4);
    await t.store.db.delete(activities).where(
      inArray(
        activities.id,
        batch.slice(1).map((b) => b.id),
      ),
    );
    expect(await totalOf(admin, 'referral')).toBe(before + 2);
    await expectTotalsTrue();
  });

  it('follows a slip moved to another group or kind, and edits that leave the status alone', async () => {
    const slip = await insertSlip(t.app, { kind: 'referral', giverId: giver.id });
    await t.store.db.update(activities).set({ groupId: otherGroupId }).where(eq(activities.id, slip.id));
    await expectTotalsTrue();
    await t.store.db.update(activities).set({ kind: 'closed_business' }).where(eq(activities.id, slip.id));
    await expectTotalsTrue();
    // Marking it read or editing its notes does not touch the counts (the triggers' WHEN clauses).
    const before = await kept();
    await t.store.db
      .update(activities)
      .set({ receiverReadAt: new Date(), notes: 'Called back' })
      .where(eq(activities.id, slip.id));
    expect(await kept()).toEqual(before);
    // Back to approved and to pending again.
    await t.store.db.update(activities).set({ status: 'approved' }).where(eq(activities.id, slip.id));
    await expectTotalsTrue();
    await t.store.db.update(activities).set({ status: 'pending' }).where(eq(activities.id, slip.id));
    await expectTotalsTrue();
  });

  it('follows a deleted group and is counted afresh by pending_slips_refresh', async () => {
    const doomed = await createGroup(t.app, { name: 'Closing Chapter', capacity: 40 });
    const member = await createUser(t.app, { name: 'Dora Doomed', groupId: doomed.id });
    await insertSlip(t.app, { kind: 'referral', giverId: member.id, groupId: doomed.id });
    await expectTotalsTrue();
    await t.store.db.execute(sql`delete from groups where id = ${doomed.id}`);
    await expectTotalsTrue();

    const truth = await kept();
    await t.store.db.execute(sql`update pending_slips set total = total + 7`);
    await t.store.db.execute(sql`select pending_slips_refresh()`);
    expect(await kept()).toEqual(truth);
    await expectTotalsTrue();
  });
});
