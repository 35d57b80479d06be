import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';

describe('GET /api/activities/unread-counts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

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

  it('answers both counts for a signed-in member', async () => {
    const member = await createUser(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/activities/unread-counts',
      headers: member.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ givenCount: 0, receivedCount: 0 });
  });
});
