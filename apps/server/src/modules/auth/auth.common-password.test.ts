import { COMMON_PASSWORD_MESSAGE } from '@app/shared/password-common';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, users } from '../../db/schema/users';
import { createUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { hashLinkToken, newLinkToken } from './auth.secrets';

/** "P@ssw0rd" passes the five rules of docs/architecture.md 16.5 and is among the 10,000 most common passwords. */
const COMMON = 'P@ssw0rd';
const commonRefusal = (field: string) => ({
  type: 'VALIDATION_ERROR',
  details: [{ field, message: COMMON_PASSWORD_MESSAGE }],
});

describe('common passwords are refused wherever a password is set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses one at registration, in any case, and creates no account', async () => {
    for (const [i, password] of [COMMON, 'p@SSW0RD'].entries()) {
      const email = `common-${i}@example.com`;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { name: 'Common Carl', email, password },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject(commonRefusal('password'));
      expect(await t.store.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    }
  });

  it('refuses one at password reset and leaves the link usable', async () => {
    const member = await createUser(t.app);
    const token = newLinkToken();
    await t.store.db.insert(passwordResetTokens).values({
      userId: member.id,
      tokenHash: hashLinkToken(token),
      expiresAt: new Date(Date.now() + 60 * 60_000),
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/reset-password/${token}`,
      payload: { password: COMMON },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject(commonRefusal('password'));
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/reset-password/${token}`,
      payload: { password: 'Unc0mmon-Choice!' },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses one at a password change and keeps the old password', async () => {
    const member = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/password',
      headers: member.headers,
      payload: { currentPassword: member.password, newPassword: COMMON },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(commonRefusal('newPassword'));
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: member.email, password: member.password },
    });
    expect(login.statusCode).toBe(200);
  });
});
