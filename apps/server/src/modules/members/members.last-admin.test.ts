import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { createUser, signIn } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';

/** A fresh store: the bootstrap administrator (id 1, is_admin, the Demo Chapter's Admin) is the only one. */
describe('the last active Admin', () => {
  let t: TestApp;
  let root: { headers: { authorization: string } };
  beforeAll(async () => {
    t = await buildTestApp();
    root = { headers: { authorization: `Bearer ${await signIn(t.app, 1)}` } };
  });
  afterAll(async () => {
    await t?.close();
  });

  const patch = (caller: { headers: Record<string, string> }, id: number, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/admin/users/${id}`, headers: caller.headers, payload });
  const updates = (id: number) =>
    t.store.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.user.updated'), eq(auditLog.targetId, String(id))));

  it('cannot be demoted or deactivated, even by themselves (409, nothing written)', async () => {
    const demote = await patch(root, 1, { role: 'Member' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().type).toBe('CONFLICT');
    expect((await patch(root, 1, { isActive: false })).statusCode).toBe(409);
    expect(await updates(1)).toHaveLength(0);
    const me = await t.app.inject({ method: 'GET', url: '/api/verify-token', headers: root.headers });
    expect(me.statusCode).toBe(200);
  });

  it("keeps a group's last Admin while another administrator exists, until a second Admin is appointed", async () => {
    const other = await createUser(t.app, { isAdmin: true, groupId: null });
    expect((await patch(other, 1, { role: 'President' })).statusCode).toBe(409);
    expect((await patch(other, 1, { isActive: false })).statusCode).toBe(409);
    const appointed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: other.headers,
      payload: { name: 'Second Admin', email: 'second-admin@example.com', role: 'Admin', groupId: 1 },
    });
    expect(appointed.statusCode).toBe(201);
    const secondId: number = appointed.json().id;
    expect((await patch(other, 1, { role: 'President' })).statusCode).toBe(200);
    expect((await patch(other, secondId, { role: 'Member' })).statusCode).toBe(409);
    // The first is still an installation administrator: deactivating them leaves `other`.
    expect((await patch(other, 1, { isActive: false })).statusCode).toBe(200);
    const lastInstallationAdmin = await patch(other, other.id, { isActive: false });
    expect(lastInstallationAdmin.statusCode).toBe(409);
    expect(await updates(other.id)).toHaveLength(0);
  });
});
