import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe } from 'vitest';
import { groups } from '../../db/schema/groups';
import { users } from '../../db/schema/users';
import { createUser } from '../../testing/factories/user.factory';
import { permissionTableTests, type TableCall } from '../../testing/permission-table';
import { createRoleCast, type RoleCast } from '../../testing/role-cast';
import { buildTestApp, type TestApp } from '../../testing/test-app';

/**
 * The leadership-operation calls of docs/architecture.md 14.5 built so far (news, audit log, SMS, renewals,
 * system), by each role of section 11 in group 1, a pending member, and a President of another
 * group: allowed (the status given), 403 without the permission, 404 for another group, 401
 * without a token.
 */
describe('14.5 permission table: role by call', () => {
  let t: TestApp;
  let cast: RoleCast;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.store.db.update(groups).set({ capacity: 10_000 });
    cast = await createRoleCast(t.app);
    // Someone to text in group 1, and the other group's President can text himself.
    const reachable = await createUser(t.app, { role: 'Member' });
    await t.store.db.update(users).set({ phone: '+15557770001' }).where(eq(users.id, reachable.id));
    await t.store.db.update(users).set({ phone: '+15557770002' }).where(eq(users.id, cast.otherGroup.id));
  });
  afterAll(async () => {
    await t?.close();
  });

  const sms = { to: { all: true }, body: 'Breakfast moved to 7:00' };
  const calls: TableCall[] = [
    {
      name: 'GET /api/news',
      request: async () => ({ method: 'GET', url: '/api/news' }),
      expected: [200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200],
    },
    {
      name: 'POST /api/news',
      request: async () => ({ method: 'POST', url: '/api/news', payload: { title: 'News', body: 'Text' } }),
      expected: [201, 201, 201, 403, 403, 403, 403, 403, 403, 403, 201],
    },
    {
      name: 'POST /api/news {groupId: 1}',
      request: async () => ({
        method: 'POST',
        url: '/api/news',
        payload: { title: 'N', body: 'T', groupId: 1 },
      }),
      expected: [201, 201, 201, 403, 403, 403, 403, 403, 403, 403, 404],
    },
    {
      name: 'POST /api/news {groupId: null} (announcement)',
      request: async () => ({
        method: 'POST',
        url: '/api/news',
        payload: { title: 'N', body: 'T', groupId: null },
      }),
      expected: [201, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403],
    },
    {
      name: 'GET /api/admin/audit',
      request: async () => ({ method: 'GET', url: '/api/admin/audit' }),
      expected: [200, 200, 200, 200, 403, 403, 403, 403, 403, 403, 200],
    },
    {
      name: 'GET /api/admin/audit?format=csv&groupId=1',
      request: async () => ({ method: 'GET', url: '/api/admin/audit?format=csv&groupId=1' }),
      expected: [200, 200, 200, 200, 403, 403, 403, 403, 403, 403, 404],
    },
    {
      name: 'GET /api/admin/system',
      request: async () => ({ method: 'GET', url: '/api/admin/system' }),
      expected: [200, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403],
    },
    {
      name: 'GET /api/admin/sms',
      request: async () => ({ method: 'GET', url: '/api/admin/sms' }),
      expected: [200, 200, 200, 403, 403, 200, 403, 403, 403, 403, 200],
    },
    {
      name: 'GET /api/admin/sms/opt-outs',
      request: async () => ({ method: 'GET', url: '/api/admin/sms/opt-outs' }),
      expected: [200, 200, 200, 403, 403, 200, 403, 403, 403, 403, 200],
    },
    {
      name: 'POST /api/admin/outbox/{id}/retry (unknown id)',
      request: async () => ({ method: 'POST', url: '/api/admin/outbox/999999/retry' }),
      expected: [404, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403],
    },
    {
      name: 'POST /api/admin/sms/preview',
      request: async () => ({ method: 'POST', url: '/api/admin/sms/preview', payload: sms }),
      expected: [200, 200, 200, 403, 403, 200, 403, 403, 403, 403, 200],
    },
    {
      name: 'POST /api/admin/sms',
      request: async () => ({ method: 'POST', url: '/api/admin/sms', payload: sms }),
      expected: [201, 201, 201, 403, 403, 201, 403, 403, 403, 403, 201],
    },
    {
      name: 'POST /api/admin/sms?groupId=1',
      request: async () => ({ method: 'POST', url: '/api/admin/sms?groupId=1', payload: sms }),
      expected: [201, 201, 201, 403, 403, 201, 403, 403, 403, 403, 404],
    },
    {
      name: 'GET /api/admin/renewals',
      request: async () => ({ method: 'GET', url: '/api/admin/renewals?status=all' }),
      expected: [200, 200, 200, 403, 403, 403, 403, 403, 403, 403, 200],
    },
    {
      name: 'POST /api/admin/renewals/{member of group 1}',
      request: async () => ({
        method: 'POST',
        url: `/api/admin/renewals/${(await createUser(t.app, { role: 'Member' })).id}`,
        payload: { years: 1 },
      }),
      expected: [200, 200, 200, 403, 403, 403, 403, 403, 403, 403, 404],
    },
    {
      name: 'GET /api/admin/reports/palms',
      request: async () => ({ method: 'GET', url: '/api/admin/reports/palms?from=2026-03-01&to=2026-03-31' }),
      expected: [200, 200, 200, 200, 403, 403, 403, 403, 403, 403, 200],
    },
    {
      name: 'GET /api/admin/reports/palms?format=csv&groupId=1',
      request: async () => ({ method: 'GET', url: '/api/admin/reports/palms?format=csv&groupId=1' }),
      expected: [200, 200, 200, 200, 403, 403, 403, 403, 403, 403, 404],
    },
    {
      name: 'GET /api/admin/reports/activity',
      request: async () => ({ method: 'GET', url: '/api/admin/reports/activity?groupId=1' }),
      expected: [200, 200, 200, 200, 403, 403, 403, 403, 403, 403, 404],
    },
    {
      name: 'GET /api/admin/dashboard',
      request: async () => ({ method: 'GET', url: '/api/admin/dashboard' }),
      expected: [200, 200, 200, 200, 200, 200, 403, 403, 403, 403, 200],
    },
    {
      name: 'GET /api/admin/dashboard?groupId=1',
      request: async () => ({ method: 'GET', url: '/api/admin/dashboard?groupId=1' }),
      expected: [200, 200, 200, 200, 200, 200, 403, 403, 403, 403, 404],
    },
  ];

  permissionTableTests(() => ({ app: t.app, cast }), calls);
});
