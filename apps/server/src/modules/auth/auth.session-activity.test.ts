import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/users';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { SESSION_IDLE_LIMIT_MS } from './auth.session-state';

describe('session activity: last seen and idle end', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const sessionOf = async (user: TestUser) => {
    const [row] = await t.store.db.select().from(sessions).where(eq(sessions.userId, user.id));
    if (!row) {
      throw new Error('no session');
    }
    return row;
  };
  const setLastSeen = async (user: TestUser, at: Date) => {
    await t.store.db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.userId, user.id));
    t.app.invalidateAuth({ userId: user.id });
  };
  const settings = (user: TestUser) =>
    t.app.inject({ method: 'GET', url: '/api/settings', headers: user.headers });

  it('keeps lastSeenAt current, writing it at most once a minute per session', async () => {
    const member = await createUser(t.app);
    await setLastSeen(member, new Date(Date.now() - 5 * 60_000));
    const before = Date.now();
    expect((await settings(member)).statusCode).toBe(200);
    const seen = (await sessionOf(member)).lastSeenAt;
    expect(seen.getTime()).toBeGreaterThanOrEqual(before - 1000);

    // Within the minute, further calls (also after the cache is dropped) leave the row alone.
    for (let i = 0; i < 5; i += 1) {
      t.app.invalidateAuth({ userId: member.id });
      expect((await settings(member)).statusCode).toBe(200);
    }
    expect((await sessionOf(member)).lastSeenAt.getTime()).toBe(seen.getTime());

    const list = await t.app.inject({ method: 'GET', url: '/api/sessions', headers: member.headers });
    expect(list.json().items[0].lastSeenAt).toBe(seen.toISOString());
  });

  it('ends a session unused for 14 days and refuses its token as ended', async () => {
    const member = await createUser(t.app);
    await setLastSeen(member, new Date(Date.now() - SESSION_IDLE_LIMIT_MS - 60_000));
    const res = await settings(member);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      type: 'UNAUTHORIZED',
      message: 'Your session has ended. Please sign in again.',
    });
    const row = await sessionOf(member);
    expect(row.endedAt).not.toBeNull();
    expect(row.endReason).toBe('idle');
    expect((await settings(member)).statusCode).toBe(401);
  });

  it('keeps a session used within the 14 days', async () => {
    const member = await createUser(t.app);
    await setLastSeen(member, new Date(Date.now() - SESSION_IDLE_LIMIT_MS + 60 * 60_000));
    expect((await settings(member)).statusCode).toBe(200);
    expect((await sessionOf(member)).endedAt).toBeNull();
  });
});
