import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/outbox';
import { users } from '../../db/schema/users';
import { createUser, signIn } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';

describe('POST /api/password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const change = (headers: Record<string, string>, currentPassword: string, newPassword: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/password',
      headers,
      payload: { currentPassword, newPassword },
    });
  const verify = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/verify-token', headers: { authorization: `Bearer ${token}` } });

  it('changes the password with the current one, keeps this session and ends the others', async () => {
    const member = await createUser(t.app);
    const other = await signIn(t.app, member.id);
    const res = await change(member.headers, member.password, 'Br4nd-New-Pass!');
    expect(res.statusCode).toBe(200);
    expect((await verify(member.token)).statusCode).toBe(200);
    expect((await verify(other)).statusCode).toBe(401);
    const mails = await t.store.db.select().from(outbox);
    expect(mails.some((m) => (m.payload as { to: string }).to === member.email)).toBe(true);
  });

  it('clears mustChangePassword after the forced change of a temporary password', async () => {
    const member = await createUser(t.app);
    await t.store.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, member.id));
    t.app.invalidateAuth({ userId: member.id });
    expect((await verify(member.token)).json().user.mustChangePassword).toBe(true);
    expect((await change(member.headers, member.password, 'Br4nd-New-Pass!')).statusCode).toBe(200);
    expect((await verify(member.token)).json().user.mustChangePassword).toBe(false);
  });

  it('refuses a wrong current password, the same password, a weak one, and no token', async () => {
    const member = await createUser(t.app);
    const wrong = await change(member.headers, 'Not-the-0ne!', 'Br4nd-New-Pass!');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual([
      { field: 'currentPassword', message: 'Current password is incorrect' },
    ]);
    const same = await change(member.headers, member.password, member.password);
    expect(same.statusCode).toBe(400);
    expect(same.json().details[0].field).toBe('newPassword');
    const weak = await change(member.headers, member.password, 'weakpass');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().type).toBe('VALIDATION_ERROR');
    expect((await change({}, member.password, 'Br4nd-New-Pass!')).statusCode).toBe(401);
  });
});
