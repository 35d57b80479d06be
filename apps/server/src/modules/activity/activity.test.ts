import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups } from '../../db/schema/groups';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';

describe('POST /api/activities, GET /api/activities, GET /api/activities/{id}', () => {
  let t: TestApp;
  let giver: TestUser;
  let receiver: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    giver = await createUser(t.app, { name: 'Ann Giver', companyName: 'Ann Co' });
    receiver = await createUser(t.app, { name: 'Bob Receiver' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (user: TestUser, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/activities', headers: user.headers, payload });

  it('answers 401 without a token and with a forged one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/activities/unread-counts' });
    expect(none.statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/activities/unread-counts',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().type).toBe('UNAUTHORIZED');
  });

  it('records a referral: pending, unread for the receiver, read for the giver', async () => {
    const res = await post(giver, {
      kind: 'referral',
      receiverId: receiver.id,
      contact: { name: ' Carol Prospect ', phone: '+49 30 1234567', email: 'carol@example.com' },
      referralType: 'outside',
      temperature: 4,
      notes: ' Call after 10 ',
    });
    expect(res.statusCode).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({
      kind: 'referral',
      status: 'pending',
      giver: { id: giver.id, name: 'Ann Giver', companyName: 'Ann Co' },
      receiver: { id: receiver.id, name: 'Bob Receiver' },
      isRead: true,
      contact: { name: 'Carol Prospect', phone: '+49 30 1234567', email: 'carol@example.com' },
      referralType: 'outside',
      temperature: 4,
      notes: 'Call after 10',
    });
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/activities/${item.id}`,
      headers: receiver.headers,
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().isRead).toBe(false);
  });

  it('closed business: money as a decimal string in the group currency by default, or the one given', async () => {
    const res = await post(giver, {
      kind: 'closed_business',
      receiverId: receiver.id,
      amount: '1234.5',
      businessType: 'new',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'closed_business',
      status: 'pending',
      amount: '1234.50',
      currency: 'EUR',
    });
    await t.store.db.update(groups).set({ currency: 'USD' }).where(eq(groups.id, 1));
    const usd = await post(giver, {
      kind: 'closed_business',
      receiverId: receiver.id,
      amount: '10',
      businessType: 'repeat',
    });
    expect(usd.json()).toMatchObject({ amount: '10.00', currency: 'USD', businessType: 'repeat' });
    const chf = await post(giver, {
      kind: 'closed_business',
      receiverId: receiver.id,
      amount: '99999999999.99',
      currency: 'chf',
      businessType: 'new',
    });
    expect(chf.json()).toMatchObject({ amount: '99999999999.99', currency: 'CHF' });
    await t.store.db.update(groups).set({ currency: 'EUR' }).where(eq(groups.id, 1));
  });

  it('closed business may name the referral it came from (between the two of us only)', async () => {
    const referral = (
      await post(receiver, {
        kind: 'referral',
        receiverId: giver.id,
        contact: { name: 'Dan' },
        referralType: 'inside',
        temperature: 2,
      })
    ).json();
    const ok = await post(giver, {
      kind: 'closed_business',
      receiverId: receiver.id,
      amount: '50',
      businessType: 'new',
      referralId: referral.id,
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().referralId).toBe(referral.id);
    const third = await createUser(t.app);
    const wrong = await post(third, {
      kind: 'closed_business',
      receiverId: receiver.id,
      amount: '50',
      businessType: 'new',
      referralId: referral.id,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details[0].field).toBe('referralId');
  });

  it('one-to-one, testimonial and training credit', async () => {
    const meeting = await post(giver, {
      kind: 'one_to_one',
      receiverId: receiver.id,
      scheduledAt: '2030-05-01T09:30:00+02:00',
      location: 'Cafe Central',
    });
    expect(meeting.statusCode).toBe(201);
    expect(meeting.json()).toMatchObject({
      status: 'requested',
      scheduledAt: '2030-05-01T07:30:00.000Z',
      location: 'Cafe Central',
    });
    const testimonial = await post(giver, {
      kind: 'testimonial',
      receiverId: receiver.id,
      content: 'Bob is a reliable partner.',
    });
    expect(testimonial.json()).toMatchObject({ status: 'recorded', content: 'Bob is a reliable partner.' });
    const credit = await post(giver, {
      kind: 'training_credit',
      title: 'Presenting',
      date: '2026-03-04',
      credits: 1.5,
    });
    expect(credit.statusCode).toBe(201);
    expect(credit.json()).toMatchObject({
      status: 'recorded',
      receiver: null,
      title: 'Presenting',
      date: '2026-03-04',
      credits: 1.5,
    });
  });

  it('refuses myself (400), another group (404), nobody (404), a deactivated account and a pending member (400)', async () => {
    const body = (receiverId: number) => ({ kind: 'testimonial', receiverId, content: 'x'.repeat(25) });
    const self = await post(giver, body(giver.id));
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ type: 'VALIDATION_ERROR', details: [{ field: 'receiverId' }] });
    const other = await createGroup(t.app);
    const stranger = await createUser(t.app, { groupId: other.id });
    expect((await post(giver, body(stranger.id))).statusCode).toBe(404);
    expect((await post(giver, body(2_000_000_000))).statusCode).toBe(404);
    const gone = await createUser(t.app, { isActive: false });
    expect((await post(giver, body(gone.id))).statusCode).toBe(400);
    const pending = await createUser(t.app, { membershipStatus: 'pending' });
    expect((await post(giver, body(pending.id))).statusCode).toBe(400);
    const noGroup = await createUser(t.app, { groupId: null, isAdmin: true });
    expect((await post(noGroup, body(receiver.id))).statusCode).toBe(404);
  });

  it('lists my slips by direction, kind and status, newest first, with totals', async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/activities?direction=given',
      headers: giver.headers,
    });
    expect(given.statusCode).toBe(200);
    const body = given.json();
    expect(body.items.every((i: { giver: { id: number } }) => i.giver.id === giver.id)).toBe(true);
    expect(body.total).toBe(body.items.length);
    const times = body.items.map((i: { createdAt: string }) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const business = await t.app.inject({
      method: 'GET',
      url: '/api/activities?direction=given&kind=closed_business',
      headers: giver.headers,
    });
    // 1234.50 EUR + 50.00 EUR; the USD and CHF slips are other currencies, summed apart.
    expect(business.json().totals).toEqual({
      count: 4,
      amount: '1284.50',
      currency: 'EUR',
      otherCurrencies: [
        { currency: 'CHF', amount: '99999999999.99' },
        { currency: 'USD', amount: '10.00' },
      ],
    });
    const received = await t.app.inject({
      method: 'GET',
      url: '/api/activities?direction=received&status=pending',
      headers: receiver.headers,
    });
    expect(received.json().items.length).toBeGreaterThan(0);
    expect(received.json().items.every((i: { status: string }) => i.status === 'pending')).toBe(true);
    const paged = await t.app.inject({
      method: 'GET',
      url: '/api/activities?limit=2',
      headers: giver.headers,
    });
    expect(paged.json().items).toHaveLength(2);
    expect(paged.json().nextCursor).toBe('2');
    const future = await t.app.inject({
      method: 'GET',
      url: '/api/activities?from=2099-01-01',
      headers: giver.headers,
    });
    expect(future.json()).toMatchObject({ items: [], total: 0, totals: { count: 0, amount: '0.00' } });
    const today = new Date().toISOString().slice(0, 10);
    const untilToday = await t.app.inject({
      method: 'GET',
      url: `/api/activities?to=${today}`,
      headers: giver.headers,
    });
    expect(untilToday.json().total).toBe(given.json().total + 1); // + the referral Bob gave Ann
  });

  it('GET /api/activities/{id}: giver or receiver only (404 otherwise)', async () => {
    const item = (
      await post(giver, { kind: 'testimonial', receiverId: receiver.id, content: 'x'.repeat(30) })
    ).json();
    const outsider = await createUser(t.app, { role: 'President' });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/activities/${item.id}`, headers: outsider.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/activities/999999', headers: giver.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/activities/abc', headers: giver.headers })).statusCode,
    ).toBe(400);
  });
});
