import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/users';
import type { AppEvents } from '../../plugins/events';
import { createUser, signIn } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';

describe('sessions: verify-token, logout, list and end', () => {
  let t: TestApp;
  const ended: AppEvents['sessions-ended'][] = [];
  beforeAll(async () => {
    t = await buildTestApp();
    t.app.events.on('sessions-ended', (e) => ended.push(e));
  });
  afterAll(async () => {
    await t?.close();
  });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const verify = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/verify-token', headers: bearer(token) });

  it('verify-token answers the user behind the token', async () => {
    const member = await createUser(t.app, { name: 'Ada Member' });
    const res = await verify(member.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: {
        id: member.id,
        email: member.email,
        name: 'Ada Member',
        isAdmin: false,
        permissions: ['view_activity', 'view_group', 'view_meetings', 'view_members'],
        version: '3.0.16',
        mustChangePassword: false,
      },
    });
  });

  it('verify-token refuses a missing or forged token with 401', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/verify-token' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toBe('No authentication token found');
    const forged = await verify('eyJhbGciOiJub25lIn0.eyJzdWIiOjF9.');
    expect(forged.statusCode).toBe(401);
  });

  it('logout ends the session: its token answers 401 at once, and the event is emitted', async () => {
    const member = await createUser(t.app);
    expect((await verify(member.token)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: member.headers });
    expect(out.statusCode).toBe(200);
    expect((await verify(member.token)).statusCode).toBe(401);
    const again = await t.app.inject({ method: 'POST', url: '/api/logout', headers: member.headers });
    expect(again.statusCode).toBe(401);
    expect(ended.at(-1)).toMatchObject({ userId: member.id, reason: 'logout' });
    const rows = await t.store.db.select().from(sessions).where(eq(sessions.userId, member.id));
    expect(rows[0]?.endedAt).not.toBeNull();
    expect(rows[0]?.endReason).toBe('logout');
  });

  it('lists my open sessions and ends another one of mine', async () => {
    const member = await createUser(t.app);
    const second = await signIn(t.app, member.id);
    const list = await t.app.inject({ method: 'GET', url: '/api/sessions', headers: member.headers });
    expect(list.statusCode).toBe(200);
    const { items, total } = list.json();
    expect(total).toBe(2);
    const current = items.find((s: { current: boolean }) => s.current);
    const other = items.find((s: { current: boolean }) => !s.current);
    expect(current).toBeDefined();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${other.id}`,
      headers: member.headers,
    });
    expect(del.statusCode).toBe(200);
    expect((await verify(second)).statusCode).toBe(401);
    expect((await verify(member.token)).statusCode).toBe(200);
    expect(ended.at(-1)).toEqual({ userId: member.id, sessionIds: [other.id], reason: 'ended' });
  });

  it("answers 404 when ending someone else's session", async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    const [bSession] = await t.store.db.select().from(sessions).where(eq(sessions.userId, b.id));
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${bSession?.id}`,
      headers: a.headers,
    });
    expect(res.statusCode).toBe(404);
    expect((await verify(b.token)).statusCode).toBe(200);
    const bad = await t.app.inject({ method: 'DELETE', url: '/api/sessions/abc', headers: a.headers });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a session past its expiry', async () => {
    const member = await createUser(t.app);
    await t.store.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, member.id));
    t.app.invalidateAuth({ userId: member.id });
    expect((await verify(member.token)).statusCode).toBe(401);
  });
});
