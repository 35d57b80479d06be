import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox } from '../../db/schema/outbox';
import { passwordResetTokens, users } from '../../db/schema/users';
import { auditDown } from '../../testing/audit-switch';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { multipartFile } from '../../testing/multipart';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import type * as AuditRepo from '../audit/audit.record';

vi.mock('../audit/audit.record', async (importOriginal) =>
  (await import('../../testing/audit-switch')).switchableAuditRepo(await importOriginal<typeof AuditRepo>()),
);

describe('14.1 changes never happen without their audit row (one transaction)', () => {
  let t: TestApp;
  let dataDir: string;
  let president: TestUser;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'chapter-members-audit-'));
    t = await buildTestApp({ DATA_DIR: dataDir });
    president = await createUser(t.app, { role: 'President' });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  afterEach(() => {
    auditDown.on = false;
  });

  const call = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: president.headers, ...(payload ? { payload } : {}) });
  const userRow = async (id: number) => (await t.store.db.select().from(users).where(eq(users.id, id)))[0];

  it('keeps the member as they were: PATCH, profile PUT', async () => {
    const member = await createUser(t.app, { name: 'Steady Member' });
    auditDown.on = true;
    expect(
      (await call('PATCH', `/api/admin/users/${member.id}`, { name: 'X', role: 'Board Member' })).statusCode,
    ).toBe(500);
    expect((await call('PUT', `/api/profile?userId=${member.id}`, { companyName: 'X Co' })).statusCode).toBe(
      500,
    );
    expect(await userRow(member.id)).toMatchObject({ name: 'Steady Member', companyName: null });
    const plainMember = await t.app.inject({
      method: 'GET',
      url: '/api/verify-token',
      headers: member.headers,
    });
    expect(plainMember.json().user.permissions).not.toContain('approve_members');
  });

  it('does not deactivate, end sessions or close anything', async () => {
    const member = await createUser(t.app);
    auditDown.on = true;
    expect((await call('PATCH', `/api/admin/users/${member.id}`, { isActive: false })).statusCode).toBe(500);
    expect((await userRow(member.id))?.isActive).toBe(true);
    const still = await t.app.inject({ method: 'GET', url: '/api/verify-token', headers: member.headers });
    expect(still.statusCode).toBe(200);
  });

  it('creates no account and sends no mail', async () => {
    auditDown.on = true;
    const res = await call('POST', '/api/admin/users', {
      name: 'Ghost',
      email: 'ghost@example.com',
      role: 'Member',
    });
    expect(res.statusCode).toBe(500);
    expect(await t.store.db.select().from(users).where(eq(users.email, 'ghost@example.com'))).toHaveLength(0);
    const mails = (await t.store.db.select().from(outbox)).filter(
      (r) => (r.payload as { to: string }).to === 'ghost@example.com',
    );
    expect(mails).toHaveLength(0);
  });

  it('queues no reset link', async () => {
    const member = await createUser(t.app);
    auditDown.on = true;
    expect((await call('POST', `/api/admin/users/${member.id}/password-reset`)).statusCode).toBe(500);
    const tokens = await t.store.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, member.id));
    expect(tokens).toHaveLength(0);
  });

  it('keeps no picture and leaves no file behind', async () => {
    const member = await createUser(t.app);
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#00ff00' } })
      .png()
      .toBuffer();
    const { payload, headers } = multipartFile({ filename: 'a.png', contentType: 'image/png', bytes: png });
    auditDown.on = true;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/profile/avatar?userId=${member.id}`,
      headers: { ...president.headers, ...headers },
      payload,
    });
    expect(res.statusCode).toBe(500);
    expect((await userRow(member.id))?.profileImage).toBeNull();
    const files = readdirSync(join(dataDir, 'avatars')).filter((f) => f.startsWith(`u${member.id}-`));
    expect(files).toEqual([]);
  });
});
