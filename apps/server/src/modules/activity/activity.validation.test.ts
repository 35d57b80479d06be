import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';

/** Bad input of every kind answers 400 VALIDATION_ERROR naming the field; never a 500. */
describe('POST /api/activities validation', () => {
  let t: TestApp;
  let giver: TestUser;
  let receiver: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    giver = await createUser(t.app);
    receiver = await createUser(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const referral = (to = 2) => ({
    kind: 'referral',
    receiverId: to,
    contact: { name: 'Carol' },
    referralType: 'inside',
    temperature: 3,
  });
  const business = (to = 2) => ({
    kind: 'closed_business',
    receiverId: to,
    amount: '10.00',
    businessType: 'new',
  });
  const meeting = (to = 2) => ({
    kind: 'one_to_one',
    receiverId: to,
    scheduledAt: '2030-01-01T10:00:00Z',
    location: 'Cafe',
  });
  const testimonial = (to = 2) => ({ kind: 'testimonial', receiverId: to, content: 'x'.repeat(20) });
  const credit = () => ({ kind: 'training_credit', title: 'Course', date: '2026-01-05', credits: 1 });

  const cases: [string, object, string][] = [
    ['no kind', { receiverId: 2 }, 'kind'],
    ['unknown kind', { kind: 'gift', receiverId: 2 }, 'kind'],
    ['referral without receiver', { ...referral(), receiverId: undefined }, 'receiverId'],
    ['referral receiver as text', { ...referral(), receiverId: 'two' }, 'receiverId'],
    ['referral receiver beyond integer', { ...referral(), receiverId: 2 ** 31 }, 'receiverId'],
    ['referral without contact', { ...referral(), contact: undefined }, 'contact'],
    ['referral blank contact name', { ...referral(), contact: { name: '   ' } }, 'contact.name'],
    ['referral long contact name', { ...referral(), contact: { name: 'x'.repeat(121) } }, 'contact.name'],
    ['referral bad email', { ...referral(), contact: { name: 'C', email: 'not-mail' } }, 'contact.email'],
    ['referral NUL in name', { ...referral(), contact: { name: 'C\u0000' } }, 'contact.name'],
    ['referral NUL in notes', { ...referral(), notes: 'a\u0000b' }, 'notes'],
    ['referral long notes', { ...referral(), notes: 'x'.repeat(2001) }, 'notes'],
    ['referral type', { ...referral(), referralType: 'sideways' }, 'referralType'],
    ['referral temperature 0', { ...referral(), temperature: 0 }, 'temperature'],
    ['referral temperature 6', { ...referral(), temperature: 6 }, 'temperature'],
    ['referral temperature 2.5', { ...referral(), temperature: 2.5 }, 'temperature'],
    ['business amount missing', { ...business(), amount: undefined }, 'amount'],
    ['business amount as number', { ...business(), amount: 10.5 }, 'amount'],
    ['business amount zero', { ...business(), amount: '0' }, 'amount'],
    ['business amount negative', { ...business(), amount: '-1.00' }, 'amount'],
    ['business amount 3 decimals', { ...business(), amount: '1.005' }, 'amount'],
    ['business amount exponent', { ...business(), amount: '1e5' }, 'amount'],
    ['business amount too large', { ...business(), amount: '1000000000000' }, 'amount'],
    ['business currency', { ...business(), currency: 'XYZ' }, 'currency'],
    ['business type', { ...business(), businessType: 'old' }, 'businessType'],
    ['business referral id', { ...business(), referralId: -1 }, 'referralId'],
    ['one-to-one time', { ...meeting(), scheduledAt: 'next tuesday' }, 'scheduledAt'],
    ['one-to-one time without zone', { ...meeting(), scheduledAt: '2030-01-01 10:00' }, 'scheduledAt'],
    ['one-to-one location missing', { ...meeting(), location: undefined }, 'location'],
    ['one-to-one location blank', { ...meeting(), location: '  ' }, 'location'],
    ['one-to-one location long', { ...meeting(), location: 'x'.repeat(201) }, 'location'],
    ['testimonial short', { ...testimonial(), content: 'x'.repeat(19) }, 'content'],
    ['testimonial short after trim', { ...testimonial(), content: `  ${'x'.repeat(18)}  ` }, 'content'],
    ['testimonial long', { ...testimonial(), content: 'x'.repeat(2001) }, 'content'],
    ['testimonial NUL', { ...testimonial(), content: `${'x'.repeat(20)}\u0000` }, 'content'],
    ['training title missing', { ...credit(), title: '' }, 'title'],
    ['training date', { ...credit(), date: '2026-13-01' }, 'date'],
    ['training credits 0', { ...credit(), credits: 0 }, 'credits'],
    ['training credits 10.5', { ...credit(), credits: 10.5 }, 'credits'],
    ['training credits 0.25', { ...credit(), credits: 0.25 }, 'credits'],
    ['training credits text', { ...credit(), credits: 'two' }, 'credits'],
  ];

  it.each(cases)('%s: 400 naming %s', async (_name, payload, field) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/activities',
      headers: giver.headers,
      payload,
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.type).toBe('VALIDATION_ERROR');
    expect(body.details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it('not JSON or an array: 400', async () => {
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/activities',
      headers: { ...giver.headers, 'content-type': 'application/json' },
      payload: '{"kind":',
    });
    expect(text.statusCode).toBe(400);
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/activities',
      headers: giver.headers,
      payload: [],
    });
    expect(list.statusCode).toBe(400);
  });

  it('the edges that are allowed', async () => {
    const ok = async (payload: object) =>
      (await t.app.inject({ method: 'POST', url: '/api/activities', headers: giver.headers, payload }))
        .statusCode;
    expect(await ok({ ...referral(receiver.id), temperature: 1 })).toBe(201);
    expect(await ok({ ...referral(receiver.id), temperature: 5, notes: 'x'.repeat(2000) })).toBe(201);
    expect(await ok({ ...business(receiver.id), amount: '0.01' })).toBe(201);
    expect(await ok({ ...business(receiver.id), amount: '999999999999.99' })).toBe(201);
    expect(await ok({ ...testimonial(receiver.id), content: 'x'.repeat(2000) })).toBe(201);
    expect(await ok({ ...credit(), credits: 0.5 })).toBe(201);
    expect(await ok({ ...credit(), credits: 10 })).toBe(201);
  });

  it('status, read and list queries: 400 with details', async () => {
    const status = await t.app.inject({
      method: 'POST',
      url: '/api/activities/1/status',
      headers: giver.headers,
      payload: { status: 'done' },
    });
    expect(status.statusCode).toBe(400);
    expect(status.json().details[0].field).toBe('status');
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/activities/read',
      headers: giver.headers,
      payload: { direction: 'up', ids: [0] },
    });
    expect(read.statusCode).toBe(400);
    for (const url of [
      '/api/activities?direction=up',
      '/api/activities?kind=gift',
      '/api/activities?status=lost',
      '/api/activities?from=yesterday',
      '/api/activities?limit=0',
      '/api/activities?limit=101',
      '/api/activities?cursor=x',
      '/api/activities/stats?months=0',
      '/api/activities/stats?months=25',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: giver.headers });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().type).toBe('VALIDATION_ERROR');
    }
  });
});
