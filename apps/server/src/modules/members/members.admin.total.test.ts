import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';

// The administrator's list of every user answers its total from the row the store keeps in
// users_total (migration 0014) instead of counting every account. Whatever adds or removes accounts,
// the answer's total must stay what a count says, and a filtered list still counts what it matches.
describe('GET /api/admin/users: the total of every account', () => {
  let t: TestApp;
  let admin: TestUser;
  let groupId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    groupId = (await createGroup(t.app, { name: 'Total Chapter', capacity: 40 })).id;
    admin = await createUser(t.app, { name: 'Tess Admin', groupId: null, isAdmin: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  const listed = async (query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users?limit=5${query}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { total: number }).total;
  };
  const counted = async () => {
    const result = await t.store.db.execute<{ n: number }>(sql`select count(*)::int as n from ${users}`);
    return Number(result.rows[0]?.n);
  };
  const kept = async () => {
    const result = await t.store.db.execute<{ total: number }>(sql`select total from users_total`);
    return result.rows.map((r) => Number(r.total));
  };

  it('follows accounts created one by one, many in one statement, and removed', async () => {
    const before = await counted();
    expect(await listed()).toBe(before);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: admin.headers,
      payload: { name: 'Una Added', email: 'una.added@example.com', role: 'Member', groupId },
    });
    expect(created.statusCode).toBe(201);
    await createUser(t.app, { name: 'Vera Added', groupId });
    expect(await listed()).toBe(before + 2);

    // One statement of three accounts (as an import writes them): one trigger run adds three.
    const batch = await t.store.db
      .insert(users)
      .values(
        ['Ann', 'Ben', 'Cy'].map((name) => ({
          name: `${name} Batch`,
          email: `${name.toLowerCase()}.batch@example.com`,
          passwordHash: 'not-a-hash',
        })),
      )
      .returning({ id: users.id });
    expect(await listed()).toBe(before + 5);

    await t.store.db.delete(users).where(
      inArray(
        users.id,
        batch.slice(0, 2).map((b) => b.id),
      ),
    );
    expect(await listed()).toBe(before + 3);
    expect(await counted()).toBe(before + 3);
    expect(await kept()).toEqual([before + 3]);
  });

  it('counts what a filtered list matches, not every account', async () => {
    await createUser(t.app, { name: 'Odo Off', groupId, isActive: false });
    const all = await listed();
    expect(all).toBe(await counted());
    expect(await listed('&isActive=false')).toBe(1);
    expect(await listed('&isActive=true')).toBe(all - 1);
    expect(await listed(`&groupId=${groupId}`)).toBe(3);
  });

  it('is counted afresh when the row is lost, and by users_total_refresh', async () => {
    const all = await counted();
    await t.store.db.execute(sql`delete from users_total`);
    expect(await listed()).toBe(all);
    await t.store.db.execute(sql`select users_total_refresh()`);
    expect(await kept()).toEqual([all]);
  });
});
