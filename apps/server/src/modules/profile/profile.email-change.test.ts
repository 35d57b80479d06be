import { createHash } from 'node:crypto';
import { LOGIN_MAX_FAILURES } from '@app/shared/constants';
import {
  EMAIL_CHANGE_CONSENT_MESSAGE,
  EMAIL_CHANGE_REQUESTED_MESSAGE,
  EMAIL_CHANGED_MESSAGE,
} from '@app/shared/email-change-texts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { emailChangeTokens } from '../../db/schema/email-changes';
import { outbox } from '../../db/schema/outbox';
import { passwordResetTokens, users } from '../../db/schema/users';
import type { AppEvents } from '../../plugins/events';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser, signIn, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { hashLinkToken, newLinkToken } from '../auth/auth.secrets';

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** PUT /api/profile/email asks; the link mailed to the new address changes it (issue 9). */
describe('e-mail change through a confirmation link', () => {
  let t: TestApp;
  let n = 0;
  const ended: AppEvents['sessions-ended'][] = [];
  beforeAll(async () => {
    t = await buildTestApp();
    t.app.events.on('sessions-ended', (e) => ended.push(e));
  });
  afterAll(async () => {
    await t?.close();
  });

  const fresh = () => {
    n += 1;
    return `new-address-${n}@example.com`;
  };
  const ask = (headers: Record<string, string>, payload: Record<string, unknown>, userId?: number) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/profile/email${userId ? `?userId=${userId}` : ''}`,
      headers,
      payload,
    });
  const confirm = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/profile/email/confirm', payload: { token } });
  const verify = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/verify-token', headers: { authorization: `Bearer ${token}` } });
  const emailOf = async (userId: number) =>
    (await t.store.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]?.email;
  const mailsTo = async (address: string): Promise<Mail[]> =>
    (await t.store.db.select().from(outbox))
      .map((r) => r.payload as Mail)
      .filter((m) => m.to.toLowerCase() === address.toLowerCase());
  const linkIn = (text: string) => {
    const match = /http:\/\/chapter\.test\/email-change\/([A-Za-z0-9_-]+)/.exec(text);
    if (!match?.[1]) {
      throw new Error('no e-mail change link in the mail');
    }
    return match[1];
  };
  const latestLink = async (address: string) => linkIn((await mailsTo(address)).at(-1)?.text ?? '');
  const askOwn = async (member: TestUser, address: string) => {
    const res = await ask(member.headers, { email: address, currentPassword: member.password });
    expect(res.statusCode).toBe(202);
    return latestLink(address);
  };

  it('changes my own e-mail only when the link mailed to the new address is followed, and only once', async () => {
    const member = await createUser(t.app, { name: 'Mia Mover' });
    const otherDevice = await signIn(t.app, member.id);
    const address = fresh();
    const res = await ask(member.headers, { email: address.toUpperCase(), currentPassword: member.password });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: EMAIL_CHANGE_REQUESTED_MESSAGE });
    expect(await emailOf(member.id)).toBe(member.email);

    const token = await latestLink(address);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.store.db
      .select()
      .from(emailChangeTokens)
      .where(eq(emailChangeTokens.userId, member.id));
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);

    const [told] = await mailsTo(member.email);
    expect(told?.text).toContain(address);
    expect(told?.text).not.toContain(token);
    expect(told?.html).not.toContain(token);

    const done = await confirm(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: EMAIL_CHANGED_MESSAGE });
    expect(await emailOf(member.id)).toBe(address);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().type).toBe('INVALID_EMAIL_CHANGE_TOKEN');

    expect((await verify(member.token)).statusCode).toBe(200);
    expect((await verify(otherDevice)).statusCode).toBe(401);
    const mine = ended.filter((e) => e.userId === member.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.sessionIds).not.toBe('all');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: address, password: member.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('voids an open password-reset link of the account when the e-mail changes', async () => {
    const member = await createUser(t.app);
    const resetToken = newLinkToken();
    await t.store.db.insert(passwordResetTokens).values({
      userId: member.id,
      tokenHash: hashLinkToken(resetToken),
      expiresAt: new Date(Date.now() + 60 * 60_000),
    });
    expect((await confirm(await askOwn(member, fresh()))).statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/reset-password/${resetToken}`,
      payload: { password: 'Unc0mmon-Choice!' },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().type).toBe('INVALID_RESET_TOKEN');
  });

  it("lets a President change a Vice President's e-mail with the President's own password, after confirmation", async () => {
    const group = (await createGroup(t.app)).id;
    const president = await createUser(t.app, { role: 'President', groupId: group, name: 'Paula President' });
    const vice = await createUser(t.app, { role: 'Vice President', groupId: group });
    const viceOther = await signIn(t.app, vice.id);
    const address = fresh();

    const without = await ask(president.headers, { email: address }, vice.id);
    expect(without.statusCode).toBe(400);
    expect(without.json().details[0].field).toBe('currentPassword');
    const wrong = await ask(president.headers, { email: address, currentPassword: 'Wrong-0ne!' }, vice.id);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details[0].field).toBe('currentPassword');
    expect(await mailsTo(address)).toHaveLength(0);

    const ok = await ask(president.headers, { email: address, currentPassword: president.password }, vice.id);
    expect(ok.statusCode).toBe(202);
    expect(ok.json()).toEqual({ message: EMAIL_CHANGE_CONSENT_MESSAGE });
    expect(await emailOf(vice.id)).toBe(vice.email);
    // docs/architecture.md 15.5: the link goes to the member's current address; the new one is only told.
    const [consent] = await mailsTo(vice.email);
    expect(consent?.text).toContain('Paula President');
    const [told] = await mailsTo(address);
    expect(told?.text).toContain('Paula President');
    expect(told?.text).not.toMatch(/email-change\//);

    expect((await confirm(await latestLink(vice.email))).statusCode).toBe(200);
    expect(await emailOf(vice.id)).toBe(address);
    expect((await verify(vice.token)).statusCode).toBe(401);
    expect((await verify(viceOther)).statusCode).toBe(401);
    expect(ended.filter((e) => e.userId === vice.id)).toEqual([
      { userId: vice.id, sessionIds: 'all', reason: 'ended' },
    ]);
    expect((await verify(president.token)).statusCode).toBe(200);
    const audit = await t.store.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'profile.email.changed'), eq(auditLog.targetId, String(vice.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: president.id,
      groupId: group,
      data: { from: vice.email, to: address },
    });
  });

  it('counts wrong current passwords like failed sign-ins and locks after the limit', async () => {
    const member = await createUser(t.app);
    // The e-mail change budget (5 an hour, docs/architecture.md 15.8) allows exactly the lockout's count.
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
      const res = await ask(member.headers, { email: fresh(), currentPassword: 'Wrong-0ne!' });
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().type).not.toBe('RATE_LIMITED');
    }
    // The wrong passwords counted as failed sign-ins: the right one no longer signs in.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: member.email, password: member.password },
    });
    expect(signIn.json().type).toBe('ACCOUNT_LOCKED');
  });

  it('keeps only the newest request usable, and refuses an expired link', async () => {
    const member = await createUser(t.app);
    const first = await askOwn(member, fresh());
    const secondAddress = fresh();
    const second = await askOwn(member, secondAddress);
    expect((await confirm(first)).json().type).toBe('INVALID_EMAIL_CHANGE_TOKEN');
    await t.store.db
      .update(emailChangeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChangeTokens.tokenHash, hashLinkToken(second)));
    expect((await confirm(second)).statusCode).toBe(400);
    expect(await emailOf(member.id)).toBe(member.email);
    expect((await confirm('not-a-real-token')).json().type).toBe('INVALID_EMAIL_CHANGE_TOKEN');
  });

  it('answers EMAIL_IN_USE when the address was taken before the link was followed', async () => {
    const member = await createUser(t.app);
    const address = fresh();
    const token = await askOwn(member, address);
    await createUser(t.app, { email: address.toUpperCase() });
    const late = await confirm(token);
    expect(late.statusCode).toBe(409);
    expect(late.json().type).toBe('EMAIL_IN_USE');
    expect(await emailOf(member.id)).toBe(member.email);
  });

  it('refuses my current address and a body userId that differs from the query', async () => {
    const member = await createUser(t.app);
    const same = await ask(member.headers, { email: member.email, currentPassword: member.password });
    expect(same.statusCode).toBe(400);
    expect(same.json().details[0].field).toBe('email');
    const president = await createUser(t.app, { role: 'President' });
    const mixed = await ask(
      president.headers,
      { email: fresh(), currentPassword: president.password, userId: member.id },
      president.id,
    );
    expect(mixed.statusCode).toBe(400);
  });

  it('lets exactly one of many concurrent confirmations of the same link succeed', async () => {
    const member = await createUser(t.app);
    const token = await askOwn(member, fresh());
    const answers = await Promise.all(Array.from({ length: 10 }, () => confirm(token)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 400)).toHaveLength(9);
    const audit = await t.store.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'profile.email.changed'), eq(auditLog.targetId, String(member.id))));
    expect(audit).toHaveLength(1);
  });
});
