import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups } from '../../db/schema/groups';
import { attendance, meetings } from '../../db/schema/meetings';
import { visitorInvitations } from '../../db/schema/visitors';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { insertSlip } from './activity.testing';

const DAY = 86_400_000;

/** GET /api/activities/stats: confirmed (decided) and provisional (pending) apart, and the traffic light. */
describe('GET /api/activities/stats', () => {
  let t: TestApp;
  let me: TestUser;
  let peer: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    me = await createUser(t.app);
    peer = await createUser(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const stats = async (query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/activities/stats${query}`,
      headers: me.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('a member without numbers: zeros, grey or better by attendance alone', async () => {
    const body = await stats();
    expect(body.months).toBe(6);
    expect(body.given.referral).toEqual({ confirmed: 0, provisional: 0 });
    expect(body.tyfcb.given).toEqual({
      confirmed: '0.00',
      provisional: '0.00',
      currency: 'EUR',
      otherCurrencies: [],
    });
    expect(body.trafficLight.confirmed.total).toBe(20); // never absent, never late
    expect(body.trafficLight.confirmed.colour).toBe('grey');
    expect(body.trafficLight.confirmed.components).toHaveLength(8);
  });

  it('splits approved and pending slips, per kind and side, with TYFCB sums', async () => {
    await insertSlip(t.app, { kind: 'referral', giverId: me.id, receiverId: peer.id, status: 'approved' });
    await insertSlip(t.app, { kind: 'referral', giverId: me.id, receiverId: peer.id, status: 'approved' });
    await insertSlip(t.app, { kind: 'referral', giverId: me.id, receiverId: peer.id, status: 'pending' });
    await insertSlip(t.app, { kind: 'referral', giverId: me.id, receiverId: peer.id, status: 'rejected' });
    await insertSlip(t.app, { kind: 'referral', giverId: peer.id, receiverId: me.id, status: 'pending' });
    await insertSlip(t.app, {
      kind: 'closed_business',
      giverId: me.id,
      receiverId: peer.id,
      status: 'approved',
      amount: '1000.10',
    });
    await insertSlip(t.app, {
      kind: 'closed_business',
      giverId: me.id,
      receiverId: peer.id,
      status: 'pending',
      amount: '0.20',
    });
    await insertSlip(t.app, {
      kind: 'closed_business',
      giverId: me.id,
      receiverId: peer.id,
      status: 'approved',
      amount: '99.00',
      currency: 'USD',
    });
    await insertSlip(t.app, {
      kind: 'closed_business',
      giverId: peer.id,
      receiverId: me.id,
      status: 'approved',
      amount: '5.05',
    });
    await insertSlip(t.app, { kind: 'one_to_one', giverId: peer.id, receiverId: me.id, status: 'completed' });
    await insertSlip(t.app, { kind: 'one_to_one', giverId: me.id, receiverId: peer.id, status: 'accepted' });
    await insertSlip(t.app, { kind: 'training_credit', giverId: me.id, credits: '1.5' });
    await insertSlip(t.app, { kind: 'testimonial', giverId: me.id, receiverId: peer.id });
    // Older than the window: not counted.
    await insertSlip(t.app, {
      kind: 'referral',
      giverId: me.id,
      receiverId: peer.id,
      status: 'approved',
      createdAt: new Date(Date.now() - 200 * DAY),
    });
    const body = await stats();
    expect(body.given.referral).toEqual({ confirmed: 2, provisional: 1 });
    expect(body.received.referral).toEqual({ confirmed: 0, provisional: 1 });
    expect(body.given.closed_business).toEqual({ confirmed: 2, provisional: 1 });
    // The USD slip is not in the EUR sums: it is shown apart, split the same way.
    expect(body.tyfcb.given).toEqual({
      confirmed: '1000.10',
      provisional: '0.20',
      currency: 'EUR',
      otherCurrencies: [{ currency: 'USD', confirmed: '99.00', provisional: '0.00' }],
    });
    expect(body.tyfcb.received).toEqual({
      confirmed: '5.05',
      provisional: '0.00',
      currency: 'EUR',
      otherCurrencies: [],
    });
    expect(body.received.one_to_one).toEqual({ confirmed: 1, provisional: 0 });
    expect(body.given.one_to_one).toEqual({ confirmed: 0, provisional: 1 });
    expect(body.given.training_credit).toEqual({ confirmed: 1, provisional: 0 });
    expect(body.trainingCredits).toEqual({ confirmed: 1.5, provisional: 0 });
    expect(body.given.testimonial).toEqual({ confirmed: 1, provisional: 0 });
    const year = await stats('?months=12');
    expect(year.given.referral).toEqual({ confirmed: 3, provisional: 1 });
    // The traffic light stays on six months.
    expect(year.trafficLight).toEqual({
      ...body.trafficLight,
      to: year.trafficLight.to,
      from: year.trafficLight.from,
    });
  });

  it('attendance letters, visitors and the traffic light with and without pending slips', async () => {
    const held = [];
    for (let week = 1; week <= 4; week += 1) {
      const starts = new Date(Date.now() - week * 7 * DAY);
      const [meeting] = await t.store.db
        .insert(meetings)
        .values({
          groupId: 1,
          title: 'Weekly',
          startsAt: starts,
          endsAt: new Date(starts.getTime() + 2 * 3_600_000),
        })
        .returning();
      held.push(meeting?.id ?? 0);
    }
    const letters = ['present', 'late', 'absent', 'substitute'] as const;
    for (const [i, meetingId] of held.entries()) {
      await t.store.db
        .insert(attendance)
        .values({ meetingId, userId: me.id, status: letters[i] ?? 'present' });
    }
    await t.store.db.insert(visitorInvitations).values([
      {
        groupId: 1,
        inviterId: me.id,
        name: 'V1',
        email: 'v1@example.com',
        tokenHash: 'h1',
        status: 'attended',
      },
      {
        groupId: 1,
        inviterId: me.id,
        name: 'V2',
        email: 'v2@example.com',
        tokenHash: 'h2',
        status: 'accepted',
      },
    ]);
    const body = await stats();
    expect(body.attendance.confirmed).toEqual({ P: 1, A: 1, L: 1, M: 0, S: 1 });
    expect(body.visitors).toEqual({ confirmed: 1, provisional: 1 });
    const light = body.trafficLight;
    expect(light.weeks).toBe(4);
    const points = (part: 'confirmed' | 'provisional', component: string) =>
      light[part].components.find((c: { component: string }) => c.component === component);
    // 4 weeks: 2 approved referrals = 0.5 -> 5; with the pending one 0.75 -> 10.
    expect(points('confirmed', 'referrals')).toMatchObject({ value: 0.5, points: 5 });
    expect(points('provisional', 'referrals')).toMatchObject({ value: 0.75, points: 10 });
    expect(points('confirmed', 'absences')).toMatchObject({ value: 1, points: 10 });
    expect(points('confirmed', 'onTime')).toMatchObject({ value: 1, points: 0 });
    expect(points('confirmed', 'visitors')).toMatchObject({ value: 0.25, points: 15 });
    // One completed one-to-one (0.25 -> 5); the accepted one is provisional (0.5 -> 10).
    expect(points('confirmed', 'oneToOnes')).toMatchObject({ points: 5 });
    expect(points('provisional', 'oneToOnes')).toMatchObject({ points: 10 });
    expect(points('confirmed', 'trainingCredits')).toMatchObject({ value: 1.5, points: 5 });
    expect(points('confirmed', 'testimonials')).toMatchObject({ value: 0.25, points: 10 });
    expect(points('confirmed', 'tyfcb')).toMatchObject({ value: 1000.1, points: 5 });
    expect(light.confirmed.total).toBe(10 + 0 + 5 + 15 + 5 + 5 + 10 + 5);
    expect(light.provisional.total).toBe(light.confirmed.total + 10);
    expect(light.confirmed.colour).toBe('amber');
    expect(light.provisional.colour).toBe('amber'); // 65
    expect(light.confirmed.plan.target).toBe('green');
  });

  it("the group's own bands and colours count", async () => {
    await t.store.db
      .update(groups)
      .set({ trafficLight: { colours: { green: 95, amber: 90, red: 85 } } })
      .where(eq(groups.id, 1));
    const body = await stats();
    expect(body.trafficLight.provisional.colour).toBe('grey');
    await t.store.db.update(groups).set({ trafficLight: null }).where(eq(groups.id, 1));
  });
});
