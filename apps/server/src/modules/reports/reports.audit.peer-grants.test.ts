import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';

/**
 * docs/architecture.md 15.4: the rank rule lets a Vice President make further Vice Presidents he cannot
 * demote; such a grant is kept but marked in its audit row (`peerRank: true`) and counted in the
 * audit report's summary.
 */
describe('role grants at the granter’s own rank: audited and counted', () => {
  let t: TestApp;
  let admin: TestUser;
  let president: TestUser;
  let vice: TestUser;
  let n = 0;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.app, { isAdmin: true, role: 'Admin' });
    president = await createUser(t.app, { role: 'President' });
    vice = await createUser(t.app, { role: 'Vice President' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = async (by: TestUser, role: string) => {
    n += 1;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: by.headers,
      payload: { name: `Granted ${n}`, email: `granted-${n}@example.com`, role },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  };
  const promote = (by: TestUser, userId: number, role: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${userId}`,
      headers: by.headers,
      payload: { role },
    });
  const auditOf = async (action: string, userId: number) => {
    const [row] = await t.store.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(userId))));
    return row?.data as Record<string, unknown> | undefined;
  };
  const summary = async (by: TestUser, query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/audit?${query}`, headers: by.headers });
    expect(res.statusCode).toBe(200);
    return res.json().summary as { peerRoleGrants: number };
  };

  it('flags a Vice President making Vice Presidents, not grants below one’s rank or by administrators', async () => {
    expect(await summary(president, '')).toEqual({ peerRoleGrants: 0 });

    const minted = await create(vice, 'Vice President');
    expect(await auditOf('admin.user.created', minted)).toMatchObject({
      after: { role: 'Vice President' },
      peerRank: true,
    });
    // The grant stands, and its holder is beyond the granter's reach: the reason it is flagged.
    expect((await promote(vice, minted, 'Member')).statusCode).toBe(403);

    const member = await createUser(t.app, { role: 'Member' });
    expect((await promote(vice, member.id, 'Vice President')).statusCode).toBe(200);
    expect(await auditOf('admin.user.updated', member.id)).toMatchObject({
      after: { role: 'Vice President' },
      peerRank: true,
    });

    const board = await create(vice, 'Board Member');
    expect(await auditOf('admin.user.created', board)).not.toHaveProperty('peerRank');
    const byPresident = await create(president, 'Vice President');
    expect(await auditOf('admin.user.created', byPresident)).not.toHaveProperty('peerRank');
    const byAdmin = await create(admin, 'Admin');
    expect(await auditOf('admin.user.created', byAdmin)).not.toHaveProperty('peerRank');
    const other = await createUser(t.app, { role: 'Member' });
    expect((await promote(vice, other.id, 'Secretary Treasurer')).statusCode).toBe(200);
    expect(await auditOf('admin.user.updated', other.id)).not.toHaveProperty('peerRank');

    // Counted over every row the filter matches, whatever the page.
    expect(await summary(president, 'limit=1')).toEqual({ peerRoleGrants: 2 });
    expect(await summary(admin, '')).toEqual({ peerRoleGrants: 2 });
    expect(await summary(president, `actor=${vice.id}&action=admin.user.created`)).toEqual({
      peerRoleGrants: 1,
    });
    expect(await summary(president, `actor=${president.id}`)).toEqual({ peerRoleGrants: 0 });
    expect(await summary(president, 'from=2020-01-01&to=2020-02-01')).toEqual({ peerRoleGrants: 0 });
  });
});
