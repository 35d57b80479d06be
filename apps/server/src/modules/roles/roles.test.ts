import { DEFAULT_ROLE_PERMISSIONS, PERMISSIONS } from '@app/shared/permissions';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { roles } from '../../db/schema/roles';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { permissions: string[] };

describe('permission matrix (docs/architecture.md 14.2)', () => {
  let t: TestApp;
  let admin: TestUser;
  const roleId: Record<string, number> = {};
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.app, { isAdmin: true, role: 'Admin' });
    for (const role of await t.store.db.select().from(roles)) {
      roleId[role.name] = role.id;
    }
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const put = (name: string, permissions: unknown, user: TestUser = admin) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/roles/${roleId[name]}/permissions`,
      headers: user.headers,
      payload: { permissions },
    });
  const roleAudits = () =>
    t.store.db.select().from(auditLog).where(eq(auditLog.action, 'role.permissions.updated'));
  // The roster (view_members): a Member's own page; /api/admin/* is closed to Members (docs/architecture.md 15.2).
  const roster = (user: TestUser) =>
    t.app.inject({ method: 'GET', url: '/api/members', headers: user.headers });

  it('lists every role by rank with its permissions; Admin is locked with all of them', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/roles', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { name: string; permissions: string[]; locked: boolean }[];
    expect(items.map((r) => r.name)).toEqual([
      'Admin',
      'President',
      'Vice President',
      'Board Member',
      'Secretary Treasurer',
      'Member',
      'Visitor',
      'Substitute',
    ]);
    expect(items[0]).toMatchObject({ locked: true, permissions: [...PERMISSIONS] });
    expect(items[5]).toMatchObject({ locked: false });
    expect(new Set(items[5]?.permissions)).toEqual(new Set(DEFAULT_ROLE_PERMISSIONS.Member));
  });

  it('refuses to take anything from Admin (409) and unknown names (400), writing no audit row', async () => {
    const before = (await roleAudits()).length;
    const fewer = await put(
      'Admin',
      PERMISSIONS.filter((p) => p !== 'send_sms'),
    );
    expect(fewer.statusCode).toBe(409);
    expect(fewer.json().type).toBe('CONFLICT');
    expect((await put('Admin', [...PERMISSIONS])).statusCode).toBe(200);

    const unknown = await put('Member', ['view_group', 'fly_to_the_moon']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ type: 'VALIDATION_ERROR' });
    expect(unknown.json().details[0].field).toContain('permissions');
    expect((await put('Member', 'view_group')).statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/roles/999999/permissions',
      headers: admin.headers,
      payload: { permissions: [] },
    });
    expect(missing.statusCode).toBe(404);
    expect((await roleAudits()).length).toBe(before);
  });

  it("takes effect on the holders' next request with a token issued before the change", async () => {
    const member = await createUser(t.app);
    const oldToken = member.token;
    expect(claimsOf(oldToken).permissions).toContain('view_members');
    expect((await roster(member)).statusCode).toBe(200);

    const publish = vi.spyOn(t.app.realtime, 'publishToUser');
    const without = DEFAULT_ROLE_PERMISSIONS.Member.filter((p) => p !== 'view_members');
    const res = await put('Member', without);
    expect(res.statusCode).toBe(200);
    expect(res.json().permissions).not.toContain('view_members');

    // The same old token, whose claims still list view_members, no longer opens it.
    const refused = await roster(member);
    expect(refused.statusCode).toBe(403);
    const verify = await t.app.inject({ method: 'GET', url: '/api/verify-token', headers: member.headers });
    expect(verify.json().user.permissions).not.toContain('view_members');
    expect(publish).toHaveBeenCalledWith(member.id, {
      action: 'session_update',
      payload: { reason: 'permissions_changed' },
    });
    expect(publish.mock.calls.map(([id]) => id)).not.toContain(admin.id);

    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      headers: member.headers,
    });
    expect(refreshed.statusCode).toBe(200);
    expect(claimsOf(refreshed.json().token).permissions).toEqual(expect.arrayContaining(without));
    expect(claimsOf(refreshed.json().token).permissions).not.toContain('view_members');

    await put('Member', [...DEFAULT_ROLE_PERMISSIONS.Member]);
    expect((await roster(member)).statusCode).toBe(200);
  });

  it('a Visitor change reaches pending applicants (who hold the Visitor set) at once', async () => {
    const applicant = await createUser(t.app, { membershipStatus: 'pending' });
    const meetings = () =>
      t.app.inject({ method: 'GET', url: '/api/verify-token', headers: applicant.headers });
    expect((await meetings()).json().user.permissions).toEqual(['view_meetings']);
    const publish = vi.spyOn(t.app.realtime, 'publishToUser');
    await put('Visitor', ['view_meetings', 'view_members']);
    expect((await meetings()).json().user.permissions).toEqual(['view_meetings', 'view_members']);
    expect(publish.mock.calls.map(([id]) => id)).toContain(applicant.id);
    await put('Visitor', ['view_meetings']);
  });

  it('writes one audit row with before, after, added and removed; an unchanged set writes none', async () => {
    const before = (await roleAudits()).length;
    const set = [...DEFAULT_ROLE_PERMISSIONS['Board Member'], 'send_sms'];
    expect((await put('Board Member', set)).statusCode).toBe(200);
    const rows = await roleAudits();
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)).toMatchObject({
      actorId: admin.id,
      targetType: 'role',
      targetId: String(roleId['Board Member']),
      data: { role: 'Board Member', added: ['send_sms'], removed: [] },
    });
    const data = rows.at(-1)?.data as { before: { permissions: string[] }; after: { permissions: string[] } };
    expect(data.after.permissions).toContain('send_sms');
    expect(data.before.permissions).not.toContain('send_sms');

    expect((await put('Board Member', [...set].reverse())).statusCode).toBe(200);
    expect((await roleAudits()).length).toBe(before + 1);
    await put('Board Member', [...DEFAULT_ROLE_PERMISSIONS['Board Member']]);
  });
});
