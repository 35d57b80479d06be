import { INSTALLATION_PERMISSIONS, PERMISSIONS } from '@app/shared/permissions';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail } from '../modules/mail/mail.outbox';
import { createGroup } from '../testing/factories/group.factory';
import { createUser, type TestUser } from '../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../testing/test-app';

/** docs/architecture.md 11: manage_groups, view_groups and manage_settings count only for is_admin. */
describe('installation-wide permissions', () => {
  let t: TestApp;
  let groupAdmin: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    const other = await createGroup(t.app);
    groupAdmin = await createUser(t.app, { role: 'Admin', groupId: other.id });
    admin = await createUser(t.app, { isAdmin: true, groupId: null });
    await enqueueMail(t.store.db, { to: 'x@example.com', subject: 'Hi', text: 'Body', html: '<p>Body</p>' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const verify = (user: TestUser) =>
    t.app.inject({ method: 'GET', url: '/api/verify-token', headers: user.headers });

  it("a group's Admin role does not open the installation's mail outbox", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: groupAdmin.headers });
    expect(res.statusCode).toBe(403);
    expect(res.json().type).toBe('PERMISSION_DENIED');
    const ok = await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: admin.headers });
    expect(ok.statusCode).toBe(200);
  });

  it('leaves the installation-wide permissions out of a non-administrator principal', async () => {
    const permissions: string[] = (await verify(groupAdmin)).json().user.permissions;
    for (const p of INSTALLATION_PERMISSIONS) {
      expect(permissions).not.toContain(p);
    }
    expect(permissions).toContain('manage_members');
    expect(permissions).toHaveLength(PERMISSIONS.length - INSTALLATION_PERMISSIONS.length);
    expect((await verify(admin)).json().user.permissions).toEqual([...PERMISSIONS]);
  });

  it("leaves them out of the sign-in token's permissions claim too, so the web's gates agree", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: groupAdmin.email, password: groupAdmin.password },
    });
    expect(res.statusCode).toBe(200);
    const claims = decodeJwt(res.json().token);
    expect(claims.permissions).toContain('manage_group');
    for (const p of INSTALLATION_PERMISSIONS) {
      expect(claims.permissions).not.toContain(p);
    }
  });
});
