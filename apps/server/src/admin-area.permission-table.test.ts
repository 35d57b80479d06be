import { DEFAULT_ROLE_PERMISSIONS, MEMBER_NAVIGATION_PERMISSIONS } from '@app/shared/permissions';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from './db/schema/memberships';
import { isAdminAreaUrl } from './plugins/admin-area';
import { createGroup } from './testing/factories/group.factory';
import { createUser, type TestUser } from './testing/factories/user.factory';
import { type CastRole, createRoleCast, type RoleCast } from './testing/role-cast';
import { buildTestApp, type TestApp } from './testing/test-app';

/**
 * docs/architecture.md 15.1 and 15.2 as one table: every `/api/admin/*` route the app registers (read
 * from Fastify's own route list, so a new one cannot be missed) refuses the callers without an
 * admin permission; then the calls whose own permissions the rules name (users, renewals).
 */
describe('15.2 the admin area: every /api/admin/* route by caller', () => {
  let t: TestApp;
  let cast: RoleCast;
  let otherGroupId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    cast = await createRoleCast(t.app);
    otherGroupId = (await createGroup(t.app, { name: 'Elsewhere Chapter' })).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const adminRoutes = () => t.app.routeList.filter((r) => isAdminAreaUrl(r.url));
  const call = (user: TestUser, method: string, url: string, payload?: object) =>
    t.app.inject({
      method: method as InjectOptions['method'],
      url,
      headers: user.headers,
      ...(payload ? { payload } : {}),
    });

  it('covers every admin route of the app', () => {
    const keys = adminRoutes().map((r) => `${r.method} ${r.url}`);
    expect(keys.length).toBeGreaterThan(25);
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /api/admin/users',
        'GET /api/admin/dashboard',
        'GET /api/admin/groups',
        'GET /api/admin/groups/:id',
        'GET /api/admin/renewals',
        'POST /api/admin/renewals/:userId',
        'GET /api/admin/system',
      ]),
    );
  });

  it('the Member role holds exactly the member-navigation permissions', () => {
    expect([...DEFAULT_ROLE_PERMISSIONS.Member].sort()).toEqual([...MEMBER_NAVIGATION_PERMISSIONS].sort());
  });

  // A Member (member-navigation permissions only), a Visitor, a pending member (the Visitor set)
  // and a Substitute (none): 403 PERMISSION_DENIED on each route, whatever its own permission.
  const refused: CastRole[] = ['member', 'visitor', 'pending', 'substitute'];
  for (const caller of refused) {
    it(`answers 403 PERMISSION_DENIED to ${caller} on every /api/admin/* route`, async () => {
      const wrong: string[] = [];
      for (const route of adminRoutes()) {
        const url = route.url.replace(/:([A-Za-z0-9_]+)/g, '1');
        const res = await call(cast[caller], route.method, url);
        const type = route.method === 'HEAD' ? 'PERMISSION_DENIED' : res.json<{ type?: string }>().type;
        if (res.statusCode !== 403 || type !== 'PERMISSION_DENIED') {
          wrong.push(`${route.method} ${route.url} -> ${res.statusCode} ${type ?? ''}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }

  describe('GET /api/admin/users: manage_members or approve_members; lastSeenAt with manage_members', () => {
    const list = (user: TestUser) => call(user, 'GET', '/api/admin/users?limit=100');

    it('refuses a Member (view_members) and a Secretary Treasurer (view_members, no approval)', async () => {
      expect((await list(cast.member)).statusCode).toBe(403);
      expect((await list(cast.secretary)).statusCode).toBe(403);
    });

    it('lists for a Board Member (approve_members) without lastSeenAt', async () => {
      const res = await list(cast.boardMember);
      expect(res.statusCode).toBe(200);
      const items = res.json<{ items: Record<string, unknown>[] }>().items;
      expect(items.map((i) => i.id)).toContain(cast.member.id);
      for (const item of items) {
        expect(item).not.toHaveProperty('lastSeenAt');
      }
    });

    it('lists for a President (manage_members) with lastSeenAt', async () => {
      const res = await list(cast.president);
      expect(res.statusCode).toBe(200);
      const member = res
        .json<{ items: { id: number; lastSeenAt?: string | null }[] }>()
        .items.find((i) => i.id === cast.member.id);
      // Every cast member signed in: the time of their last request.
      expect(member?.lastSeenAt).toEqual(expect.any(String));
    });
  });

  describe('15.1 renewals: manage_group for my own group, an administrator for any', () => {
    const dueIn = async (groupId: number, days: number) => {
      const user = await createUser(t.app, { groupId, role: 'Member' });
      const due = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
      await t.store.db.update(memberships).set({ renewalDue: due }).where(eq(memberships.userId, user.id));
      return user;
    };
    const renew = (user: TestUser, userId: number) =>
      call(user, 'POST', `/api/admin/renewals/${userId}`, { years: 1 });
    const listed = async (user: TestUser, query = '') => {
      const res = await call(user, 'GET', `/api/admin/renewals?status=all&limit=100${query}`);
      return {
        status: res.statusCode,
        ids: res.json<{ items?: { userId: number }[] }>().items?.map((i) => i.userId),
      };
    };

    it("lets a President renew her own group's member (200) and not another group's (404)", async () => {
      const mine = await dueIn(1, 10);
      const theirs = await dueIn(otherGroupId, 10);
      const res = await renew(cast.president, mine.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ userId: mine.id, status: 'active' });
      expect((await renew(cast.president, theirs.id)).statusCode).toBe(404);
    });

    it("lists for a President her own group's memberships only; another group's answers 404", async () => {
      const mine = await dueIn(1, 12);
      const theirs = await dueIn(otherGroupId, 12);
      const own = await listed(cast.president);
      expect(own.status).toBe(200);
      expect(own.ids).toContain(mine.id);
      expect(own.ids).not.toContain(theirs.id);
      expect((await listed(cast.president, '&groupId=1')).ids).toContain(mine.id);
      expect((await listed(cast.president, `&groupId=${otherGroupId}`)).status).toBe(404);
    });

    it('lets an administrator list and renew in any group', async () => {
      const theirs = await dueIn(otherGroupId, 14);
      const there = await listed(cast.admin, `&groupId=${otherGroupId}`);
      expect(there.status).toBe(200);
      expect(there.ids).toContain(theirs.id);
      expect((await renew(cast.admin, theirs.id)).statusCode).toBe(200);
    });

    it('refuses a Secretary Treasurer and a Vice President (no manage_group): 403', async () => {
      const mine = await dueIn(1, 16);
      for (const user of [cast.secretary, cast.vicePresident]) {
        expect((await listed(user)).status).toBe(403);
        expect((await renew(user, mine.id)).statusCode).toBe(403);
      }
    });
  });
});
