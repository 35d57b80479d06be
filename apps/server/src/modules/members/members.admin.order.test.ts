import type { AdminUserItem } from '@app/shared/admin-users';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../../db/schema/memberships';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';

// The administrator's list of every user (members.repo.ts): its order (leadership by rank, then
// everyone else by lower(name), then id) is read from one index over the rank the store keeps on
// each account (migration 0013), and the search from each table's trigram matches (migration 0012). Names start with
// different letters (but for one tie) so that any collation orders them alike.
describe('GET /api/admin/users across the installation: order, pages and search', () => {
  let t: TestApp;
  let admin: TestUser;
  let groupB: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    const groupA = (await createGroup(t.app, { name: 'Order Chapter A', capacity: 40 })).id;
    groupB = (await createGroup(t.app, { name: 'Order Chapter B', capacity: 40 })).id;
    const add = async (name: string, options: Parameters<typeof createUser>[1] = {}) => {
      ids[name] = (await createUser(t.app, { groupId: groupA, ...options, name })).id;
    };
    await add('mia Member');
    await add('Zoe Pres', { role: 'President' });
    // The same name but for case: the lower id first, whatever the case.
    await add('dana same');
    await add('Dana Same');
    await add('yuri Vice', { role: 'Vice President' });
    await add('Xena Board', { role: 'Board Member' });
    await add('Quinn Widget', { companyName: 'Quantum Widgets' });
    await add('Hal Tooth');
    await add('Nora Pending', { membershipStatus: 'pending' });
    await add('Otto Off', { isActive: false });
    await add('Vic Visitor', { role: 'Visitor' });
    await add('Bea Pres', { groupId: groupB, role: 'President' });
    await add('Wes Board', { groupId: groupB, role: 'Board Member' });
    await add('Carl Member', { groupId: groupB });
    await add('Kim Root', { groupId: null, isAdmin: true });
    admin = await createUser(t.app, { name: 'Lee Admin', groupId: null, isAdmin: true });
    await t.store.db
      .update(memberships)
      .set({ classification: 'Dentistry' })
      .where(eq(memberships.userId, ids['Hal Tooth'] ?? 0));
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = async (query: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users${query}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { items: AdminUserItem[]; total: number; nextCursor?: string };
  };
  const names = (items: AdminUserItem[]) => items.map((i) => i.name);

  // The bootstrap's Administrator (Admin, rank 1) first; Visitor (rank 7) is not leadership.
  const everyone = [
    'Administrator',
    'Bea Pres',
    'Zoe Pres',
    'yuri Vice',
    'Wes Board',
    'Xena Board',
    'Carl Member',
    'dana same',
    'Dana Same',
    'Hal Tooth',
    'Kim Root',
    'Lee Admin',
    'mia Member',
    'Nora Pending',
    'Otto Off',
    'Quinn Widget',
    'Vic Visitor',
  ];

  it('orders leadership by rank, then everyone else (without a membership too) by name and id', async () => {
    const page = await list('?limit=100');
    expect(names(page.items)).toEqual(everyone);
    expect(page.total).toBe(everyone.length);
    expect(page.nextCursor).toBeUndefined();
  });

  it('pages through the same order, across the leaders and the others, with the same total', async () => {
    const seen: string[] = [];
    let cursor: string | undefined = '0';
    let pages = 0;
    while (cursor !== undefined) {
      const page = await list(`?limit=4&cursor=${cursor}`);
      expect(page.total).toBe(everyone.length);
      seen.push(...names(page.items));
      cursor = page.nextCursor;
      pages += 1;
    }
    expect(pages).toBe(Math.ceil(everyone.length / 4));
    expect(seen).toEqual(everyone);
    const past = await list('?limit=4&cursor=400');
    expect(past).toEqual({ items: [], total: everyone.length });
  });

  it('keeps its order and total under the filters', async () => {
    const inB = await list(`?groupId=${groupB}`);
    expect(names(inB.items)).toEqual(['Bea Pres', 'Wes Board', 'Carl Member']);
    expect(inB.total).toBe(3);
    const off = await list('?isActive=false');
    expect(names(off.items)).toEqual(['Otto Off']);
    const presidents = await list('?role=President');
    expect(names(presidents.items)).toEqual(['Bea Pres', 'Zoe Pres']);
  });

  it('searches name, company and classification anywhere, case-insensitively, in the same order', async () => {
    expect(names((await list('?q=QUANTUM')).items)).toEqual(['Quinn Widget']);
    expect(names((await list('?q=dentist')).items)).toEqual(['Hal Tooth']);
    const pres = await list('?q=pres');
    expect(names(pres.items)).toEqual(['Bea Pres', 'Zoe Pres']);
    expect(pres.total).toBe(2);
    // Matches of every part (the company for Quinn), leadership first, each person once.
    const m = await list('?q=m');
    expect(names(m.items)).toEqual([
      'Administrator',
      'Carl Member',
      'dana same',
      'Dana Same',
      'Kim Root',
      'Lee Admin',
      'mia Member',
      'Quinn Widget',
    ]);
    expect(m.total).toBe(8);
    const same = await list('?q=SAME&limit=1');
    expect(names(same.items)).toEqual(['dana same']);
    expect(same.total).toBe(2);
    expect(same.nextCursor).toBe('1');
    expect(names((await list('?q=SAME&limit=1&cursor=1')).items)).toEqual(['Dana Same']);
    const inB = await list(`?q=member&groupId=${groupB}`);
    expect(names(inB.items)).toEqual(['Carl Member']);
    expect(inB.total).toBe(1);
    expect(await list('?q=%25')).toEqual({ items: [], total: 0 });
    expect(await list('?q=nobody-here')).toEqual({ items: [], total: 0 });
  });

  // users.roster_rank (the order's first key) is kept by the store's triggers (migration 0013);
  // every account's value must equal what its membership and role say, whatever changed them.
  const strayRanks = async () => {
    const result = await t.store.db.execute<{ name: string }>(sql`
      select u.name from users u
      left join memberships m on m.user_id = u.id left join roles r on r.id = m.role_id
      where u.roster_rank <> coalesce(case when r.is_leadership then r.rank else 1000 end, 1000)`);
    return result.rows.map((r) => r.name);
  };
  const patch = async (name: string, body: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${ids[name]}`,
      headers: admin.headers,
      payload: body,
    });
    expect(res.statusCode).toBe(200);
  };

  it('moves a person when their role changes, they are renamed or their membership ends', async () => {
    expect(await strayRanks()).toEqual([]);
    // Given a leadership role through the administration of users: among the Vice Presidents by name.
    await patch('mia Member', { role: 'Vice President' });
    expect(names((await list('?limit=5')).items)).toEqual([
      'Administrator',
      'Bea Pres',
      'Zoe Pres',
      'mia Member',
      'yuri Vice',
    ]);
    // Renamed: the name key follows (the expression index reads the row).
    await patch('mia Member', { name: 'Zia Member' });
    expect(names((await list('?limit=5')).items).slice(3)).toEqual(['yuri Vice', 'Zia Member']);
    await patch('mia Member', { name: 'mia Member', role: 'Member' });
    expect(names((await list('?limit=100')).items)).toEqual(everyone);

    // A membership ended (deleted) or moved to another account, and a role's rank changed by hand.
    const zoe = ids['Zoe Pres'] ?? 0;
    const row = (await t.store.db.select().from(memberships).where(eq(memberships.userId, zoe)))[0];
    await t.store.db.delete(memberships).where(eq(memberships.userId, zoe));
    expect(names((await list('?limit=3')).items)).toEqual(['Administrator', 'Bea Pres', 'yuri Vice']);
    expect(await strayRanks()).toEqual([]);
    if (row) {
      await t.store.db.insert(memberships).values({ ...row, userId: ids['Kim Root'] ?? 0 });
      expect(names((await list('?limit=3')).items)).toEqual(['Administrator', 'Bea Pres', 'Kim Root']);
      await t.store.db
        .update(memberships)
        .set({ userId: zoe })
        .where(eq(memberships.userId, ids['Kim Root'] ?? 0));
    }
    await t.store.db.execute(sql`update roles set rank = rank + 100 where name = 'President'`);
    expect(names((await list('?limit=3')).items)).toEqual(['Administrator', 'yuri Vice', 'Wes Board']);
    expect(await strayRanks()).toEqual([]);
    await t.store.db.execute(sql`update roles set rank = rank - 100 where name = 'President'`);
    expect(names((await list('?limit=100')).items)).toEqual(everyone);
    expect(await strayRanks()).toEqual([]);
  });

  it('has the indexes of the order and the search on this store', async () => {
    const result = await t.store.db.execute<{ indexname: string }>(sql`
      select indexname from pg_indexes where schemaname = current_schema()
      and indexname in ('users_roster_order_idx', 'users_name_trgm_idx', 'users_company_name_trgm_idx',
        'memberships_classification_trgm_idx')
      order by indexname`);
    expect(result.rows.map((r) => r.indexname)).toEqual([
      'memberships_classification_trgm_idx',
      'users_company_name_trgm_idx',
      'users_name_trgm_idx',
      'users_roster_order_idx',
    ]);
  });
});
