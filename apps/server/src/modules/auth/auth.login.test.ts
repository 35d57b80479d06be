import { PERMISSIONS } from '@app/shared/permissions';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { sessions, users } from '../../db/schema/users';
import { createUser } from '../../testing/factories/user.factory';
import { buildTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../../testing/test-app';

describe('POST /api/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const login = (email: string, password: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, headers });

  it('answers a token, the settings and mustChangePassword, and opens a session', async () => {
    const res = await login('Admin@Example.com', TEST_ADMIN_PASSWORD, { 'user-agent': 'vitest-agent' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.mustChangePassword).toBe(false);
    expect(body.settings.appearance).toMatchObject({ themePreference: 'system' });
    const claims = decodeJwt(body.token);
    expect(claims.sub).toBe(1);
    expect(claims.version).toBe('3.0.16');
    expect(claims.permissions).toEqual([...PERMISSIONS]);
    // The session's expiry is set a moment before the token is signed: a second may tick between.
    const lifetime = (claims.exp ?? 0) - (claims.iat ?? 0);
    expect(lifetime).toBeGreaterThanOrEqual(12 * 3600 - 1);
    expect(lifetime).toBeLessThanOrEqual(12 * 3600);
    const [session] = await t.store.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, Number(claims.sid)));
    expect(session).toMatchObject({ userId: 1, userAgent: 'vitest-agent', ip: '127.0.0.1', endedAt: null });
    const verify = await t.app.inject({
      method: 'GET',
      url: '/api/verify-token',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().user).toMatchObject({ id: 1, email: 'admin@example.com', isAdmin: true });
  });

  it("puts the role's permissions in the token of a member", async () => {
    const member = await createUser(t.app, { role: 'Member' });
    const res = await login(member.email, member.password);
    expect(decodeJwt(res.json().token).permissions).toEqual(
      ['view_activity', 'view_group', 'view_meetings', 'view_members'].sort(),
    );
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const member = await createUser(t.app);
    const wrong = await login(member.email, 'Wrong-passw0rd');
    const unknown = await login('nobody-here@example.com', 'Wrong-passw0rd');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({
      type: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password',
      remainingAttempts: 4,
    });
  });

  it('counts down remaining attempts, then locks for 15 minutes even for the right password', async () => {
    const member = await createUser(t.app);
    const remaining: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await login(member.email, 'Wrong-passw0rd');
      remaining.push(res.json().remainingAttempts);
    }
    expect(remaining).toEqual([4, 3, 2, 1]);
    const fifth = await login(member.email, 'Wrong-passw0rd');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().type).toBe('ACCOUNT_LOCKED');
    expect(fifth.json().retryAfter).toBeGreaterThan(890);
    expect(fifth.json().retryAfter).toBeLessThanOrEqual(900);
    expect(fifth.headers['retry-after']).toBe(String(fifth.json().retryAfter));
    const right = await login(member.email, member.password);
    expect(right.statusCode).toBe(423);
    expect(right.json().type).toBe('ACCOUNT_LOCKED');
  });

  it('opens again when the lock has expired, with a fresh count', async () => {
    const member = await createUser(t.app);
    for (let i = 0; i < 5; i += 1) {
      await login(member.email, 'Wrong-passw0rd');
    }
    const later = Date.now() + 15 * 60_000 + 1000;
    vi.spyOn(Date, 'now').mockImplementation(() => later);
    try {
      const wrongAgain = await login(member.email, 'Wrong-passw0rd');
      expect(wrongAgain.statusCode).toBe(401);
      expect(wrongAgain.json().remainingAttempts).toBe(4);
      const right = await login(member.email, member.password);
      expect(right.statusCode).toBe(200);
      const afterSuccess = await login(member.email, 'Wrong-passw0rd');
      expect(afterSuccess.json().remainingAttempts).toBe(4);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('counts failures per account and address: a flood from one address does not lock the owner out elsewhere', async () => {
    const member = await createUser(t.app);
    const attacker = { remoteAddress: '203.0.113.7' };
    for (let i = 0; i < 5; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: member.email, password: 'Wrong-passw0rd' },
        ...attacker,
      });
    }
    const fromAttacker = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: member.email, password: member.password },
      ...attacker,
    });
    expect(fromAttacker.statusCode).toBe(423);
    const fromOwner = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: member.email, password: member.password },
      remoteAddress: '198.51.100.20',
    });
    expect(fromOwner.statusCode).toBe(200);
  });

  it('counts unknown e-mail addresses per address too, exactly like accounts', async () => {
    const member = await createUser(t.app);
    const answers = async (email: string, remoteAddress: string) => {
      const out: string[] = [];
      for (let i = 0; i < 6; i += 1) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email, password: 'Wrong-passw0rd' },
          remoteAddress,
        });
        out.push(`${res.statusCode}:${res.json().remainingAttempts ?? res.json().type}`);
      }
      return out;
    };
    const known = await answers(member.email, '203.0.113.8');
    const unknown = await answers('nobody-at-all@example.com', '203.0.113.8');
    expect(unknown).toEqual(known);
    expect(known).toEqual(['401:4', '401:3', '401:2', '401:1', '423:ACCOUNT_LOCKED', '423:ACCOUNT_LOCKED']);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'nobody-at-all@example.com', password: 'Wrong-passw0rd' },
      remoteAddress: '198.51.100.21',
    });
    expect(elsewhere.json().remainingAttempts).toBe(4);
  });

  it('locks unknown e-mail addresses the same way', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push((await login('ghost@example.com', 'Wrong-passw0rd')).statusCode);
    }
    expect(answers).toEqual([401, 401, 401, 401, 423]);
  });

  it('answers ACCOUNT_INACTIVE only to the right password of an inactive account', async () => {
    const member = await createUser(t.app, { isActive: false });
    const wrong = await login(member.email, 'Wrong-passw0rd');
    expect(wrong.json().type).toBe('INVALID_CREDENTIALS');
    const right = await login(member.email, member.password);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({ type: 'ACCOUNT_INACTIVE' });
    expect(right.json().message).toContain('contact support');
  });

  it('refuses substitutes with SUBSTITUTE_LOGIN', async () => {
    const substitute = await createUser(t.app, { role: 'Substitute' });
    const res = await login(substitute.email, substitute.password);
    expect(res.statusCode).toBe(403);
    expect(res.json().type).toBe('SUBSTITUTE_LOGIN');
  });

  it('gives a pending member the Visitor permissions', async () => {
    const pending = await createUser(t.app, { role: 'Member', membershipStatus: 'pending' });
    const res = await login(pending.email, pending.password);
    expect(decodeJwt(res.json().token).permissions).toEqual(['view_meetings']);
  });

  it('reports mustChangePassword for a temporary password', async () => {
    const member = await createUser(t.app);
    await t.store.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, member.id));
    const res = await login(member.email, member.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().mustChangePassword).toBe(true);
    const verify = await t.app.inject({
      method: 'GET',
      url: '/api/verify-token',
      headers: { authorization: `Bearer ${res.json().token}` },
    });
    expect(verify.json().user.mustChangePassword).toBe(true);
  });

  it('writes an audit row for every attempt, never with the password', async () => {
    const member = await createUser(t.app);
    await login(member.email, 'Secret-Wrong-1');
    await login(member.email, member.password);
    const rows = await t.store.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, String(member.id))));
    expect(rows.map((r) => r.action)).toContain('auth.login.failed');
    const success = await t.store.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.login.succeeded'), eq(auditLog.actorId, member.id)));
    expect(success).toHaveLength(1);
    const all = JSON.stringify(await t.store.db.select().from(auditLog));
    expect(all).not.toContain('Secret-Wrong-1');
    expect(all).not.toContain(member.password);
  });

  it('answers bad input with VALIDATION_ERROR details, never a 500', async () => {
    const cases = [
      { payload: {} },
      { payload: { email: 'not-an-email', password: 'x' } },
      { payload: { email: 'a@example.com', password: 'x'.repeat(257) } },
      { payload: { email: ['a'], password: 5 } },
      { payload: '"just a string"' },
    ];
    for (const c of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: c.payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().type).toBe('VALIDATION_ERROR');
      expect(Array.isArray(res.json().details)).toBe(true);
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
  });
});
