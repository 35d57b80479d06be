import type { MemberItem } from '@app/shared/members';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../../db/schema/memberships';
import { users } from '../../db/schema/users';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';

describe('GET /api/members', () => {
  let t: TestApp;
  let groupId: number;
  let president: TestUser;
  let member: TestUser;
  let board: TestUser;

  const roster = (user: TestUser, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/members${query}`, headers: user.headers });
  const names = (items: MemberItem[]) => items.map((i) => i.name);

  beforeAll(async () => {
    t = await buildTestApp();
    groupId = (await createGroup(t.app, { name: 'Roster Chapter' })).id;
    const add = async (
      name: string,
      role: Parameters<typeof createUser>[1] = {},
      classification?: string,
    ) => {
      const user = await createUser(t.app, { name, groupId, ...role });
      if (classification) {
        await t.store.db.update(memberships).set({ classification }).where(eq(memberships.userId, user.id));
      }
      return user;
    };
    // Inserted out of order on purpose: the answer orders them.
    member = await add('zoe Zimmer', { companyName: 'Zed Plumbing' }, 'Plumbing');
    await add('Adam Able', { companyName: 'Able Accounting' }, 'Accounting');
    board = await add('Bea Board', { role: 'Board Member' }, 'Law');
    await add('Al Board', { role: 'Board Member' }, 'Dentistry');
    await add('Tess Treasurer', { role: 'Secretary Treasurer' });
    president = await add('Pia President', { role: 'President' }, 'Real Estate');
    await add('Vic Vice', { role: 'Vice President' });
    await add('Paula Pending', { membershipStatus: 'pending' });
    await add('Larry Lapsed', { membershipStatus: 'lapsed' });
    await add('Rita Removed', { membershipStatus: 'removed' });
    const gone = await add('Dora Deactivated');
    await t.store.db.update(users).set({ isActive: false }).where(eq(users.id, gone.id));
    await createUser(t.app, { name: 'Other Group Person' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the active members of my group, leadership first by rank, then by name', async () => {
    const res = await roster(member);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(names(body.items)).toEqual([
      'Pia President',
      'Vic Vice',
      'Al Board',
      'Bea Board',
      'Tess Treasurer',
      'Adam Able',
      'zoe Zimmer',
    ]);
    expect(body.total).toBe(7);
    expect(body.nextCursor).toBeUndefined();
    expect(body.items[0]).toEqual({
      id: president.id,
      name: 'Pia President',
      email: president.email,
      phone: null,
      companyName: null,
      classification: 'Real Estate',
      profileImageUrl: null,
      role: { name: 'President', rank: 2, isLeadership: true },
      status: 'active',
      joinedAt: expect.any(String),
      renewalDue: null,
    });
  });

  it('searches name, company and classification, case-insensitively, and filters by role and classification', async () => {
    expect(names((await roster(member, '?q=ZED')).json().items)).toEqual(['zoe Zimmer']);
    expect(names((await roster(member, '?q=account')).json().items)).toEqual(['Adam Able']);
    expect(names((await roster(member, '?q=dentis')).json().items)).toEqual(['Al Board']);
    expect(names((await roster(member, '?q=%25')).json().items)).toEqual([]);
    expect(names((await roster(member, '?role=Board%20Member')).json().items)).toEqual([
      'Al Board',
      'Bea Board',
    ]);
    expect(names((await roster(member, '?classification=law')).json().items)).toEqual(['Bea Board']);
  });

  it('shows pending and lapsed members only to those who approve or manage members', async () => {
    const denied = await roster(member, '?status=pending');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().type).toBe('PERMISSION_DENIED');
    expect((await roster(member, '?status=lapsed')).statusCode).toBe(403);
    expect(names((await roster(board, '?status=pending')).json().items)).toEqual(['Paula Pending']);
    expect(names((await roster(president, '?status=lapsed')).json().items)).toEqual(['Larry Lapsed']);
    const active = await roster(president);
    expect(names(active.json().items)).not.toContain('Paula Pending');
    expect(names(active.json().items)).not.toContain('Rita Removed');
    expect(names(active.json().items)).not.toContain('Dora Deactivated');
  });

  it('pages with an opaque cursor', async () => {
    const first = (await roster(member, '?limit=3')).json();
    expect(names(first.items)).toEqual(['Pia President', 'Vic Vice', 'Al Board']);
    expect(first.total).toBe(7);
    const second = (await roster(member, `?limit=3&cursor=${first.nextCursor}`)).json();
    expect(names(second.items)).toEqual(['Bea Board', 'Tess Treasurer', 'Adam Able']);
    const last = (await roster(member, `?limit=3&cursor=${second.nextCursor}`)).json();
    expect(names(last.items)).toEqual(['zoe Zimmer']);
    expect(last.nextCursor).toBeUndefined();
  });

  it('refuses bad input with 400 and details', async () => {
    for (const query of [
      '?limit=0',
      '?limit=101',
      '?status=removed',
      '?role=King',
      '?cursor=abc',
      '?q=a%00b',
    ]) {
      const res = await roster(member, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().type).toBe('VALIDATION_ERROR');
      expect(res.json().details.length).toBeGreaterThan(0);
    }
  });

  it('documents every call of 14.1 in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, unknown>>;
    const expected: [string, string][] = [
      ['/api/members', 'get'],
      ['/api/profile', 'get'],
      ['/api/profile', 'put'],
      ['/api/profile/avatar', 'post'],
      ['/api/profile/avatar', 'delete'],
      ['/api/admin/users', 'get'],
      ['/api/admin/users', 'post'],
      ['/api/admin/users/{id}', 'patch'],
      ['/api/admin/users/{id}/password-reset', 'post'],
    ];
    for (const [path, method] of expected) {
      expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
  });

  it('answers 403 without view_members (a Visitor, a pending member) and 401 without a token', async () => {
    const visitor = await createUser(t.app, { groupId, role: 'Visitor' });
    expect((await roster(visitor)).statusCode).toBe(403);
    const pending = await createUser(t.app, { groupId, membershipStatus: 'pending' });
    expect((await roster(pending)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/members' })).statusCode).toBe(401);
  });
});
