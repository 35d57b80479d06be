import { DEFAULT_ROLE_PERMISSIONS } from '@app/shared/permissions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../../db/schema/memberships';
import { roles } from '../../db/schema/roles';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';

/**
 * Every call of ARCHITECTURE 14.2 (groups, the permission matrix, approvals) and the token refresh,
 * by each role of section 11 in group 1, plus a President of another group: allowed (the status
 * given), 403 without the permission, 404 for another group's resource, 401 without a token.
 */
const CALLERS = [
  'admin',
  'chapterAdmin',
  'president',
  'vicePresident',
  'boardMember',
  'secretary',
  'member',
  'visitor',
  'pending',
  'substitute',
  'otherGroup',
] as const;
type Caller = (typeof CALLERS)[number];

/** Expected statuses in CALLERS order. */
type Row = [number, number, number, number, number, number, number, number, number, number, number];

interface Call {
  name: string;
  request: () => Promise<{ method: 'GET' | 'POST' | 'PATCH' | 'PUT'; url: string; payload?: object }>;
  expected: Row;
}

describe('14.2 permission table: role by call', () => {
  let t: TestApp;
  const users = {} as Record<Caller, TestUser>;
  let memberRoleId = 0;

  beforeAll(async () => {
    t = await buildTestApp();
    const other = await createGroup(t.app);
    const made: [Caller, Parameters<typeof createUser>[1]][] = [
      ['admin', { isAdmin: true, role: 'Admin' }],
      ['chapterAdmin', { role: 'Admin' }],
      ['president', { role: 'President' }],
      ['vicePresident', { role: 'Vice President' }],
      ['boardMember', { role: 'Board Member' }],
      ['secretary', { role: 'Secretary Treasurer' }],
      ['member', { role: 'Member' }],
      ['visitor', { role: 'Visitor' }],
      ['pending', { role: 'Member', membershipStatus: 'pending' }],
      ['substitute', { role: 'Substitute' }],
      ['otherGroup', { role: 'President', groupId: other.id }],
    ];
    for (const [caller, options] of made) {
      users[caller] = await createUser(t.app, options);
    }
    const [role] = await t.store.db.select().from(roles).where(eq(roles.name, 'Member'));
    memberRoleId = role?.id ?? 0;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A fresh pending membership in group 1 for each decision. */
  const pendingMembership = async () => {
    const applicant = await createUser(t.app, { membershipStatus: 'pending' });
    const [row] = await t.store.db.select().from(memberships).where(eq(memberships.userId, applicant.id));
    return row?.id ?? 0;
  };

  const calls: Call[] = [
    {
      name: 'GET /api/admin/groups',
      request: async () => ({ method: 'GET', url: '/api/admin/groups' }),
      expected: [200, 200, 200, 200, 200, 200, 200, 403, 403, 403, 200],
    },
    {
      name: 'POST /api/admin/groups',
      request: async () => ({ method: 'POST', url: '/api/admin/groups', payload: { name: 'Table Group' } }),
      expected: [201, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403],
    },
    {
      name: 'GET /api/admin/groups/1',
      request: async () => ({ method: 'GET', url: '/api/admin/groups/1' }),
      expected: [200, 200, 200, 200, 200, 200, 200, 403, 403, 403, 404],
    },
    {
      name: 'PATCH /api/admin/groups/1',
      request: async () => ({ method: 'PATCH', url: '/api/admin/groups/1', payload: { capacity: 500 } }),
      expected: [200, 200, 200, 403, 403, 403, 403, 403, 403, 403, 404],
    },
    {
      name: 'POST /api/admin/groups/1/join-code',
      request: async () => ({ method: 'POST', url: '/api/admin/groups/1/join-code' }),
      expected: [200, 200, 200, 403, 403, 403, 403, 403, 403, 403, 404],
    },
    {
      name: 'GET /api/admin/groups/1/roles',
      request: async () => ({ method: 'GET', url: '/api/admin/groups/1/roles' }),
      expected: [200, 200, 200, 200, 200, 200, 200, 403, 403, 403, 404],
    },
    {
      name: 'GET /api/admin/roles',
      request: async () => ({ method: 'GET', url: '/api/admin/roles' }),
      expected: [200, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403],
    },
    {
      name: 'PUT /api/admin/roles/{Member}/permissions',
      request: async () => ({
        method: 'PUT',
        url: `/api/admin/roles/${memberRoleId}/permissions`,
        payload: { permissions: [...DEFAULT_ROLE_PERMISSIONS.Member] },
      }),
      expected: [200, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403],
    },
    {
      name: 'GET /api/approvals',
      request: async () => ({ method: 'GET', url: '/api/approvals' }),
      expected: [200, 200, 200, 200, 200, 200, 403, 403, 403, 403, 200],
    },
    {
      name: 'GET /api/approvals?kind=member',
      request: async () => ({ method: 'GET', url: '/api/approvals?kind=member' }),
      expected: [200, 200, 200, 200, 200, 403, 403, 403, 403, 403, 200],
    },
    {
      name: 'POST /api/approvals/member/{id in group 1}',
      request: async () => ({
        method: 'POST',
        url: `/api/approvals/member/${await pendingMembership()}`,
        payload: { decision: 'approve' },
      }),
      expected: [200, 200, 200, 200, 200, 403, 403, 403, 403, 403, 404],
    },
    {
      name: 'POST /api/token/refresh',
      request: async () => ({ method: 'POST', url: '/api/token/refresh' }),
      expected: [200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200],
    },
  ];

  for (const call of calls) {
    it(`${call.name}: ${call.expected.join(' ')}`, async () => {
      const seen: string[] = [];
      const wanted: string[] = [];
      for (const [index, caller] of CALLERS.entries()) {
        const res = await t.app.inject({ ...(await call.request()), headers: users[caller].headers });
        seen.push(`${caller} ${res.statusCode}`);
        wanted.push(`${caller} ${call.expected[index]}`);
      }
      const anonymous = await t.app.inject(await call.request());
      seen.push(`anonymous ${anonymous.statusCode}`);
      wanted.push('anonymous 401');
      expect(seen).toEqual(wanted);
    });
  }
});
