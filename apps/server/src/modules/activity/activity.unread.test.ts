import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';

/** Unread per side (docs/architecture.md 16.7): through creation, reading and status changes. */
describe('GET /api/activities/unread-counts and POST /api/activities/read', () => {
  let t: TestApp;
  let ann: TestUser;
  let bob: TestUser;
  let president: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    ann = await createUser(t.app);
    bob = await createUser(t.app);
    president = await createUser(t.app, { role: 'President' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const counts = async (user: TestUser) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/activities/unread-counts',
      headers: user.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const give = async (from: TestUser, payload: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/activities',
      headers: from.headers,
      payload,
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  };
  const read = (user: TestUser, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/activities/read', headers: user.headers, payload });

  it('a signed-in account without slips (a visitor too) has none', async () => {
    const visitor = await createUser(t.app, { role: 'Visitor' });
    expect(await counts(visitor)).toEqual({ givenCount: 0, receivedCount: 0 });
  });

  it('a new slip is unread for the receiver only', async () => {
    await give(ann, { kind: 'testimonial', receiverId: bob.id, content: 'x'.repeat(20) });
    await give(ann, { kind: 'testimonial', receiverId: bob.id, content: 'y'.repeat(20) });
    await give(ann, { kind: 'training_credit', title: 'Course', date: '2026-01-01', credits: 1 });
    expect(await counts(bob)).toEqual({ givenCount: 0, receivedCount: 2 });
    expect(await counts(ann)).toEqual({ givenCount: 0, receivedCount: 0 });
  });

  it('reading some ids, then the whole side; answers the fresh counts; others are untouched', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/activities?direction=received',
      headers: bob.headers,
    });
    const [first] = list.json().items as { id: number; isRead: boolean }[];
    expect(first?.isRead).toBe(false);
    const some = await read(bob, { direction: 'received', ids: [first?.id ?? 0] });
    expect(some.statusCode).toBe(200);
    expect(some.json()).toEqual({ givenCount: 0, receivedCount: 1 });
    // Ann cannot mark Bob's side: her received side has none of these.
    expect((await read(ann, { direction: 'received', ids: [first?.id ?? 0] })).json()).toEqual({
      givenCount: 0,
      receivedCount: 0,
    });
    expect((await read(bob, { direction: 'received' })).json()).toEqual({ givenCount: 0, receivedCount: 0 });
    expect((await read(bob, { direction: 'received', ids: [] })).statusCode).toBe(200);
  });

  it('a status change makes the slip unread for the other side', async () => {
    const id = await give(ann, {
      kind: 'one_to_one',
      receiverId: bob.id,
      scheduledAt: new Date(Date.now() - 3_600_000).toISOString(),
      location: 'Cafe',
    });
    expect(await counts(bob)).toEqual({ givenCount: 0, receivedCount: 1 });
    const accept = await t.app.inject({
      method: 'POST',
      url: `/api/activities/${id}/status`,
      headers: bob.headers,
      payload: { status: 'accepted' },
    });
    expect(accept.statusCode).toBe(200);
    // Bob acted: his side is read; Ann's given side has news.
    expect(await counts(bob)).toEqual({ givenCount: 0, receivedCount: 0 });
    expect(await counts(ann)).toEqual({ givenCount: 1, receivedCount: 0 });
    await read(ann, { direction: 'given' });
    await t.app.inject({
      method: 'POST',
      url: `/api/activities/${id}/status`,
      headers: ann.headers,
      payload: { status: 'completed' },
    });
    expect(await counts(ann)).toEqual({ givenCount: 0, receivedCount: 0 });
    expect(await counts(bob)).toEqual({ givenCount: 0, receivedCount: 1 });
    await read(bob, { direction: 'received' });
  });

  it('a decision by leadership makes it unread for both sides', async () => {
    const id = await give(ann, {
      kind: 'referral',
      receiverId: bob.id,
      contact: { name: 'Pat' },
      referralType: 'inside',
      temperature: 5,
    });
    await read(bob, { direction: 'received' });
    const decided = await t.app.inject({
      method: 'POST',
      url: `/api/approvals/referral/${id}`,
      headers: president.headers,
      payload: { decision: 'approve' },
    });
    expect(decided.statusCode).toBe(200);
    expect(await counts(ann)).toEqual({ givenCount: 1, receivedCount: 0 });
    expect(await counts(bob)).toEqual({ givenCount: 0, receivedCount: 1 });
  });
});
