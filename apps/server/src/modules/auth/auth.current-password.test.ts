import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';

describe('current password checks count like failed sign-ins', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const change = (headers: Record<string, string>, currentPassword: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/password',
      headers,
      payload: { currentPassword, newPassword: 'Br4nd-New-Pass!' },
      remoteAddress,
    });
  const login = (email: string, password: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });

  it('POST /api/password counts down wrong current passwords, then locks for 15 minutes', async () => {
    const member = await createUser(t.app);
    const remaining: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await change(member.headers, 'Not-the-0ne!');
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([
        { field: 'currentPassword', message: 'Current password is incorrect' },
      ]);
      remaining.push(res.json().remainingAttempts);
    }
    expect(remaining).toEqual([4, 3, 2, 1]);
    const fifth = await change(member.headers, 'Not-the-0ne!');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().type).toBe('ACCOUNT_LOCKED');
    expect(fifth.json().retryAfter).toBeGreaterThan(890);
    expect(fifth.json().retryAfter).toBeLessThanOrEqual(900);
    const right = await change(member.headers, member.password);
    expect(right.statusCode).toBe(423);
    expect((await login(member.email, member.password)).statusCode).toBe(423);
    expect((await login(member.email, member.password, '198.51.100.30')).statusCode).toBe(200);
  });

  it('shares one counter with sign-in on the same address', async () => {
    const member = await createUser(t.app);
    for (let i = 0; i < 3; i += 1) {
      expect((await login(member.email, 'Wrong-passw0rd', '203.0.113.40')).statusCode).toBe(401);
    }
    const fourth = await change(member.headers, 'Not-the-0ne!', '203.0.113.40');
    expect(fourth.json().remainingAttempts).toBe(1);
    expect((await login(member.email, 'Wrong-passw0rd', '203.0.113.40')).statusCode).toBe(423);
  });

  it('a right current password clears the count of its address', async () => {
    const member = await createUser(t.app);
    await change(member.headers, 'Not-the-0ne!', '203.0.113.41');
    await change(member.headers, 'Not-the-0ne!', '203.0.113.41');
    expect((await change(member.headers, member.password, '203.0.113.41')).statusCode).toBe(200);
    const next = await login(member.email, 'Wrong-passw0rd', '203.0.113.41');
    expect(next.json().remainingAttempts).toBe(4);
  });
});
