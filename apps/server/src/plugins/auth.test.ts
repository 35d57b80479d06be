import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/users';
import { createUser } from '../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../testing/test-app';

describe('auth plugin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 without a token and with a forged one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ type: 'UNAUTHORIZED', message: 'No authentication token found' });
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/settings',
      headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOjF9.' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('lets an account with a temporary password only change it, read itself and sign out', async () => {
    const temp = await createUser(t.app);
    await t.app.store.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, temp.id));
    t.app.invalidateAuth({ userId: temp.id });
    const blocked = await t.app.inject({ method: 'GET', url: '/api/inbox', headers: temp.headers });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ type: 'PASSWORD_CHANGE_REQUIRED' });
    const me = await t.app.inject({ method: 'GET', url: '/api/verify-token', headers: temp.headers });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.mustChangePassword).toBe(true);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/password',
      headers: temp.headers,
      payload: { currentPassword: temp.password, newPassword: 'New-Passw0rd!' },
    });
    expect(changed.statusCode).toBe(200);
    t.app.invalidateAuth({ userId: temp.id });
    const after = await t.app.inject({ method: 'GET', url: '/api/inbox', headers: temp.headers });
    expect(after.statusCode).toBe(200);
  });

  it('holds the temporary-password gate on permission-checked routes too, and keeps the allow-list minimal', async () => {
    const tempAdmin = await createUser(t.app, { isAdmin: true, groupId: null });
    const colleague = await createUser(t.app);
    await t.app.store.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, tempAdmin.id));
    t.app.invalidateAuth({ userId: tempAdmin.id });
    const call = (method: 'GET' | 'POST', url: string) =>
      t.app.inject({ method, url, headers: tempAdmin.headers });
    for (const [method, url] of [
      ['GET', '/api/admin/outbox'],
      ['GET', '/api/settings'],
      ['GET', '/api/sessions'],
      ['GET', `/api/profile?userId=${colleague.id}`],
    ] as const) {
      const res = await call(method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().type).toBe('PASSWORD_CHANGE_REQUIRED');
    }
    expect((await call('GET', '/api/profile')).statusCode).toBe(200);
    expect((await call('GET', `/api/profile?userId=${tempAdmin.id}`)).statusCode).toBe(200);
    expect((await call('POST', '/api/logout')).statusCode).toBe(200);
  });

  it('decides who may call before validating what was sent', async () => {
    const bad = { method: 'PUT' as const, url: '/api/settings', payload: { nonsense: true } };
    const anonymous = await t.app.inject(bad);
    expect(anonymous.statusCode).toBe(401);
    const member = await createUser(t.app);
    const outbox = await t.app.inject({
      method: 'GET',
      url: '/api/admin/outbox?limit=1000',
      headers: member.headers,
    });
    expect(outbox.statusCode).toBe(403);
    const signedIn = await t.app.inject({ ...bad, headers: member.headers });
    expect(signedIn.statusCode).toBe(400);
  });
});
