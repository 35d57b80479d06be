import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';

const HOUR = 3_600_000;

/** Each flow of docs/architecture.md 14.4: the moves it allows, and 409 for every other one. */
describe('status flows', () => {
  let t: TestApp;
  let giver: TestUser;
  let receiver: TestUser;
  let president: TestUser;
  let secretary: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    giver = await createUser(t.app, { name: 'Gina Giver' });
    receiver = await createUser(t.app, { name: 'Rita Receiver' });
    president = await createUser(t.app, { role: 'President' });
    secretary = await createUser(t.app, { role: 'Secretary Treasurer' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = async (payload: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/activities',
      headers: giver.headers,
      payload,
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; status: string };
  };
  const oneToOne = (inHours: number) =>
    create({
      kind: 'one_to_one',
      receiverId: receiver.id,
      scheduledAt: new Date(Date.now() + inHours * HOUR).toISOString(),
      location: 'Cafe',
    });
  const move = (user: TestUser, id: number, status: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/activities/${id}/status`,
      headers: user.headers,
      payload: { status },
    });
  const expectMove = async (user: TestUser, id: number, status: string, code: number) => {
    const res = await move(user, id, status);
    expect(res.statusCode, `${status}: ${res.body}`).toBe(code);
    if (code === 409) {
      expect(res.json().type).toBe('CONFLICT');
    }
    return res;
  };

  describe('one-to-one', () => {
    it('requested -> accepted by the receiver -> completed by either after its time', async () => {
      const past = await oneToOne(-1);
      await expectMove(giver, past.id, 'accepted', 409); // the giver cannot answer
      const accepted = await expectMove(receiver, past.id, 'accepted', 200);
      expect(accepted.json()).toMatchObject({ status: 'accepted', isRead: true });
      await expectMove(receiver, past.id, 'accepted', 409);
      await expectMove(receiver, past.id, 'declined', 409);
      await expectMove(giver, past.id, 'cancelled', 409); // after its time
      await expectMove(giver, past.id, 'completed', 200);
      await expectMove(receiver, past.id, 'completed', 409);
      for (const status of [
        'requested',
        'accepted',
        'declined',
        'cancelled',
        'pending',
        'approved',
        'recorded',
      ]) {
        await expectMove(receiver, past.id, status, 409);
      }
      const other = await oneToOne(-2);
      await expectMove(receiver, other.id, 'accepted', 200);
      await expectMove(receiver, other.id, 'completed', 200);
    });

    it('requested -> declined by the receiver, then nothing', async () => {
      const future = await oneToOne(24);
      await expectMove(giver, future.id, 'declined', 409);
      await expectMove(receiver, future.id, 'declined', 200);
      for (const status of ['accepted', 'completed', 'cancelled']) {
        await expectMove(receiver, future.id, status, 409);
        await expectMove(giver, future.id, status, 409);
      }
    });

    it('completing before its time, or a request never accepted: 409', async () => {
      const future = await oneToOne(24);
      await expectMove(receiver, future.id, 'completed', 409);
      await expectMove(receiver, future.id, 'accepted', 200);
      await expectMove(receiver, future.id, 'completed', 409);
      await expectMove(giver, future.id, 'completed', 409);
      const past = await oneToOne(-1);
      await expectMove(giver, past.id, 'completed', 409);
    });

    it('the giver cancels before its time (requested or accepted); the receiver cannot', async () => {
      const requested = await oneToOne(24);
      await expectMove(receiver, requested.id, 'cancelled', 409);
      await expectMove(giver, requested.id, 'cancelled', 200);
      await expectMove(giver, requested.id, 'cancelled', 409);
      await expectMove(receiver, requested.id, 'accepted', 409);
      const accepted = await oneToOne(24);
      await expectMove(receiver, accepted.id, 'accepted', 200);
      await expectMove(giver, accepted.id, 'cancelled', 200);
    });

    it('anyone but the giver and the receiver: 404, leadership included', async () => {
      const future = await oneToOne(24);
      await expectMove(president, future.id, 'accepted', 404);
      const admin = await createUser(t.app, { isAdmin: true, role: 'Admin' });
      await expectMove(admin, future.id, 'accepted', 404);
    });
  });

  describe('referral and closed business: the approvals queue', () => {
    const referral = () =>
      create({
        kind: 'referral',
        receiverId: receiver.id,
        contact: { name: 'Pat' },
        referralType: 'inside',
        temperature: 3,
      });
    const business = () =>
      create({ kind: 'closed_business', receiverId: receiver.id, amount: '250.00', businessType: 'new' });
    const decide = (user: TestUser, kind: string, id: number, decision: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/approvals/${kind}/${id}`,
        headers: user.headers,
        payload: { decision, note: 'Checked' },
      });

    it('giver and receiver cannot move them (409); approve_referrals approves once, audited', async () => {
      const slip = await referral();
      for (const status of ['approved', 'rejected', 'accepted', 'completed']) {
        await expectMove(giver, slip.id, status, 409);
        await expectMove(receiver, slip.id, status, 409);
      }
      const queue = await t.app.inject({
        method: 'GET',
        url: '/api/approvals?kind=referral',
        headers: president.headers,
      });
      expect(queue.statusCode).toBe(200);
      const item = queue.json().items.find((i: { id: number }) => i.id === slip.id);
      expect(item).toMatchObject({
        kind: 'referral',
        subject: { id: receiver.id, name: 'Rita Receiver' },
        requestedBy: { id: giver.id, name: 'Gina Giver' },
      });
      expect(item.summary).toContain('Pat');
      expect((await decide(secretary, 'referral', slip.id, 'approve')).statusCode).toBe(403);
      const approved = await decide(president, 'referral', slip.id, 'approve');
      expect(approved.statusCode).toBe(200);
      expect(approved.json()).toMatchObject({ kind: 'referral', id: slip.id, status: 'approved' });
      expect((await decide(president, 'referral', slip.id, 'reject')).statusCode).toBe(409);
      const audit = await t.store.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetType, 'activity'), eq(auditLog.targetId, String(slip.id))));
      expect(audit).toHaveLength(1);
      expect(audit[0]?.data).toMatchObject({
        kind: 'referral',
        decision: 'approve',
        after: { status: 'approved' },
      });
      const seen = await t.app.inject({
        method: 'GET',
        url: `/api/activities/${slip.id}`,
        headers: giver.headers,
      });
      expect(seen.json()).toMatchObject({ status: 'approved', isRead: false, decisionNote: 'Checked' });
    });

    it('approve_business rejects a closed business; kinds do not mix', async () => {
      const slip = await business();
      expect((await decide(president, 'referral', slip.id, 'approve')).statusCode).toBe(404);
      const rejected = await decide(secretary, 'business', slip.id, 'reject');
      expect(rejected.statusCode).toBe(200);
      expect(rejected.json().status).toBe('rejected');
      expect((await decide(secretary, 'business', slip.id, 'approve')).statusCode).toBe(409);
      const queue = await t.app.inject({
        method: 'GET',
        url: '/api/approvals?kind=business',
        headers: secretary.headers,
      });
      expect(queue.json().items.some((i: { id: number }) => i.id === slip.id)).toBe(false);
    });

    it('testimonials and training credits never move', async () => {
      const testimonial = await create({
        kind: 'testimonial',
        receiverId: receiver.id,
        content: 'x'.repeat(25),
      });
      await expectMove(receiver, testimonial.id, 'approved', 409);
      await expectMove(giver, testimonial.id, 'recorded', 409);
      const credit = await create({
        kind: 'training_credit',
        title: 'Course',
        date: '2026-02-02',
        credits: 2,
      });
      await expectMove(giver, credit.id, 'completed', 409);
    });
  });
});
