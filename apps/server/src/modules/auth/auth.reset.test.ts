import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/outbox';
import { passwordResetTokens } from '../../db/schema/users';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';

const NEW_PASSWORD = 'N3w-Passw0rd!';
const SAME_ANSWER = {
  message: 'If an account exists with that email, you will receive password reset instructions.',
};

describe('password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_RESET_PASSWORD: '1000/3600' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const request = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { email } });
  const submit = (token: string, password = NEW_PASSWORD) =>
    t.app.inject({ method: 'POST', url: `/api/reset-password/${token}`, payload: { password } });
  const mailsTo = async (email: string) =>
    (await t.store.db.select().from(outbox).where(eq(outbox.kind, 'mail')))
      .map((r) => r.payload as { to: string; subject: string; text: string; html: string })
      .filter((p) => p.to === email && p.subject === 'Reset your Chapter password');
  const tokenIn = (text: string) => {
    const match = /http:\/\/chapter\.test\/password-reset\/([A-Za-z0-9_-]+)/.exec(text);
    if (!match?.[1]) {
      throw new Error('no reset link in the mail');
    }
    return match[1];
  };
  const latestToken = async (user: TestUser) => tokenIn((await mailsTo(user.email)).at(-1)?.text ?? '');

  it('answers the same whether or not the account exists', async () => {
    const member = await createUser(t.app);
    const known = await request(member.email);
    const unknown = await request('nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(SAME_ANSWER);
    expect(unknown.json()).toEqual(SAME_ANSWER);
    expect(await mailsTo('nobody@example.com')).toHaveLength(0);
  });

  it('mails a link from PUBLIC_URL with a 256-bit token of which only the SHA-256 is stored', async () => {
    const member = await createUser(t.app);
    await request(member.email.toUpperCase());
    const [mail] = await mailsTo(member.email);
    expect(mail?.html).toContain('http://chapter.test/password-reset/');
    const token = tokenIn(mail?.text ?? '');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.store.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
    const ttl = (rows[0]?.expiresAt.getTime() ?? 0) - (rows[0]?.createdAt.getTime() ?? 0);
    expect(Math.abs(ttl - 3_600_000)).toBeLessThan(5000);
  });

  it('sets the new password, ends every session and lifts a lock', async () => {
    const member = await createUser(t.app);
    for (let i = 0; i < 5; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: member.email, password: 'Wrong-passw0rd' },
      });
    }
    const locked = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: member.email, password: member.password },
    });
    expect(locked.statusCode).toBe(423);
    await request(member.email);
    const res = await submit(await latestToken(member));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/reset/);
    const old = await t.app.inject({ method: 'GET', url: '/api/verify-token', headers: member.headers });
    expect(old.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: member.email, password: NEW_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: member.email, password: member.password },
    });
    expect(oldPassword.statusCode).toBe(401);
  });

  it('voids the older link when a new one is requested', async () => {
    const member = await createUser(t.app);
    await request(member.email);
    const first = await latestToken(member);
    await request(member.email);
    const second = await latestToken(member);
    expect(second).not.toBe(first);
    const old = await submit(first);
    expect(old.statusCode).toBe(400);
    expect(old.json()).toEqual({
      type: 'INVALID_RESET_TOKEN',
      message: 'This password reset link is invalid or has expired. Please request a new one.',
    });
    expect((await submit(second)).statusCode).toBe(200);
  });

  it('sends at most 2 reset mails per address per hour, answering the same', async () => {
    const member = await createUser(t.app);
    for (let i = 0; i < 5; i += 1) {
      expect((await request(member.email)).json()).toEqual(SAME_ANSWER);
    }
    expect(await mailsTo(member.email)).toHaveLength(2);
    await t.store.db
      .update(passwordResetTokens)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(passwordResetTokens.userId, member.id));
    await request(member.email);
    expect(await mailsTo(member.email)).toHaveLength(3);
  });

  it('refuses an expired link', async () => {
    const member = await createUser(t.app);
    await request(member.email);
    const token = await latestToken(member);
    await t.store.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(passwordResetTokens.userId, member.id)));
    expect((await submit(token)).json().type).toBe('INVALID_RESET_TOKEN');
  });

  it('sends nothing to an inactive account', async () => {
    const member = await createUser(t.app, { isActive: false });
    expect((await request(member.email)).json()).toEqual(SAME_ANSWER);
    expect(await mailsTo(member.email)).toHaveLength(0);
  });

  it('checks the new password against the rules and refuses junk tokens', async () => {
    const member = await createUser(t.app);
    await request(member.email);
    const token = await latestToken(member);
    const weak = await submit(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().type).toBe('VALIDATION_ERROR');
    expect((await submit(token)).statusCode).toBe(200);
    const huge = await submit('x'.repeat(600));
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
    // A NUL is refused in every input before the route runs (400 VALIDATION_ERROR).
    const nul = await submit('%00');
    expect(nul.statusCode).toBe(400);
    expect(nul.json().type).toBe('VALIDATION_ERROR');
    expect((await submit('not-a-real-token')).json().type).toBe('INVALID_RESET_TOKEN');
    const bad = await t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { email: 'bad' } });
    expect(bad.json().type).toBe('VALIDATION_ERROR');
  });
});
