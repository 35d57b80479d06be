import { DEFAULT_ROLE_PERMISSIONS } from '@app/shared/permissions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe } from 'vitest';
import { memberships } from '../../db/schema/memberships';
import { roles } from '../../db/schema/roles';
import { createUser } from '../../testing/factories/user.factory';
import { permissionTableTests, type TableCall } from '../../testing/permission-table';
import { createRoleCast, type RoleCast } from '../../testing/role-cast';
import { buildTestApp, type TestApp } from '../../testing/test-app';

/**
 * Every call of docs/architecture.md 14.2 (groups, the permission matrix, approvals) and the token refresh,
 * by each role of section 11 in group 1, plus a President of another group: allowed (the status
 * given), 403 without the permission, 404 for another group's resource, 401 without a token.
 */
describe('14.2 permission table: role by call', () => {
  let t: TestApp;
  let cast: RoleCast;
  let memberRoleId = 0;

  beforeAll(async () => {
    t = await buildTestApp();
    cast = await createRoleCast(t.app);
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

  const calls: TableCall[] = [
    {
      name: 'GET /api/admin/groups',
      request: async () => ({ method: 'GET', url: '/api/admin/groups' }),
      expected: [200, 200, 200, 200, 200, 200, 403, 403, 403, 403, 200],
    },
    {
      name: 'POST /api/admin/groups',
      request: async () => ({ method: 'POST', url: '/api/admin/groups', payload: { name: 'Table Group' } }),
      expected: [201, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403],
    },
    {
      name: 'GET /api/admin/groups/1',
      request: async () => ({ method: 'GET', url: '/api/admin/groups/1' }),
      expected: [200, 200, 200, 200, 200, 200, 403, 403, 403, 403, 404],
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
      expected: [200, 200, 200, 200, 200, 200, 403, 403, 403, 403, 404],
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

  permissionTableTests(() => ({ app: t.app, cast }), calls);
});
