import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../../db/schema/memberships';
import { createUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: number;
    sid: number;
    exp: number;
    permissions: string[];
  };

describe('POST /api/token/refresh', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const refresh = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/token/refresh', headers });

  it('answers a token of the same session and expiry with the permissions held now', async () => {
    const pending = await createUser(t.app, { membershipStatus: 'pending' });
    // Warm the principal cache, then change the membership behind its back (as another node would).
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/verify-token', headers: pending.headers })).statusCode,
    ).toBe(200);
    await t.store.db.update(memberships).set({ status: 'active' }).where(eq(memberships.userId, pending.id));

    const res = await refresh(pending.headers);
    expect(res.statusCode).toBe(200);
    const before = claimsOf(pending.token);
    const after = claimsOf(res.json().token);
    expect(before.permissions).toEqual(['view_meetings']);
    expect(after).toMatchObject({ sub: pending.id, sid: before.sid, exp: before.exp });
    expect(after.permissions).toEqual(
      expect.arrayContaining(['view_group', 'view_members', 'view_activity']),
    );

    const fresh = { authorization: `Bearer ${res.json().token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/verify-token', headers: fresh })).statusCode).toBe(
      200,
    );
  });

  it('refuses a missing token and an ended session with 401', async () => {
    expect((await refresh({})).statusCode).toBe(401);
    const member = await createUser(t.app);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: member.headers });
    const res = await refresh(member.headers);
    expect(res.statusCode).toBe(401);
  });
});
