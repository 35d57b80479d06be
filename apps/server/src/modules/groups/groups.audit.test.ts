import { DEFAULT_ROLE_PERMISSIONS } from '@app/shared/permissions';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { groups } from '../../db/schema/groups';
import { memberships } from '../../db/schema/memberships';
import { outbox } from '../../db/schema/outbox';
import { rolePermissions, roles } from '../../db/schema/roles';
import { auditDown } from '../../testing/audit-switch';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import type * as AuditRepo from '../audit/audit.record';

vi.mock('../audit/audit.record', async (importOriginal) =>
  (await import('../../testing/audit-switch')).switchableAuditRepo(await importOriginal<typeof AuditRepo>()),
);

describe('14.2 changes never happen without their audit row (one transaction)', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.app, { isAdmin: true, role: 'Admin' });
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    auditDown.on = false;
  });

  const call = (method: 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });

  it('keeps the group as it was when its audit row cannot be written', async () => {
    const group = await createGroup(t.app, { name: 'Steady' });
    const countBefore = (await t.store.db.select().from(groups)).length;
    auditDown.on = true;
    expect((await call('PATCH', `/api/admin/groups/${group.id}`, { name: 'Changed' })).statusCode).toBe(500);
    expect((await call('POST', `/api/admin/groups/${group.id}/join-code`)).statusCode).toBe(500);
    expect((await call('POST', '/api/admin/groups', { name: 'Ghost' })).statusCode).toBe(500);
    const [row] = await t.store.db.select().from(groups).where(eq(groups.id, group.id));
    expect(row).toMatchObject({ name: 'Steady', joinCode: group.joinCode });
    expect((await t.store.db.select().from(groups)).length).toBe(countBefore);
  });

  it('keeps the permission matrix as it was', async () => {
    const [role] = await t.store.db.select().from(roles).where(eq(roles.name, 'Member'));
    auditDown.on = true;
    const res = await call('PUT', `/api/admin/roles/${role?.id}/permissions`, {
      permissions: ['view_group'],
    });
    expect(res.statusCode).toBe(500);
    const held = await t.store.db
      .select()
      .from(rolePermissions)
      .where(eq(rolePermissions.roleId, role?.id ?? 0));
    expect(new Set(held.map((r) => r.permission))).toEqual(new Set(DEFAULT_ROLE_PERMISSIONS.Member));
  });

  it('keeps the membership request pending and sends no mail', async () => {
    const applicant = await createUser(t.app, { membershipStatus: 'pending' });
    const [membership] = await t.store.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, applicant.id));
    auditDown.on = true;
    const res = await call('POST', `/api/approvals/member/${membership?.id}`, { decision: 'approve' });
    expect(res.statusCode).toBe(500);
    const [after] = await t.store.db.select().from(memberships).where(eq(memberships.userId, applicant.id));
    expect(after?.status).toBe('pending');
    const mails = (await t.store.db.select().from(outbox)).filter(
      (m) => (m.payload as { to: string }).to === applicant.email,
    );
    expect(mails).toHaveLength(0);
    auditDown.on = false;
    expect(
      (await call('POST', `/api/approvals/member/${membership?.id}`, { decision: 'approve' })).statusCode,
    ).toBe(200);
  });
});
