import { DEFAULT_ROLE_PERMISSIONS } from '@app/shared/permissions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../db/client';
import { roles } from '../../db/schema/roles';
import { createUser } from '../../testing/factories/user.factory';
import { testRedisUrlFor } from '../../testing/redis-gate';
import type { TestApp } from '../../testing/test-app';
import { startTwoNodes } from '../../testing/two-nodes';

const redisUrl = testRedisUrlFor('the permission matrix change across two nodes over Redis');

/** Each node caches principals for 5 s; a matrix change on one node must count on the other at once. */
describe.skipIf(!redisUrl)('permission matrix change across two nodes over Redis', () => {
  let store: Store;
  let nodeA: TestApp;
  let nodeB: TestApp;
  let close = async () => {};

  beforeAll(async () => {
    ({ store, nodeA, nodeB, close } = await startTwoNodes(redisUrl ?? ''));
  });
  afterAll(async () => {
    await close();
  });

  it('a permission removed on node A is refused on node B within a second, with the old token', async () => {
    const admin = await createUser(nodeA.app, { isAdmin: true, role: 'Admin' });
    const member = await createUser(nodeA.app);
    const onB = () => nodeB.app.inject({ method: 'GET', url: '/api/members', headers: member.headers });
    expect((await onB()).statusCode).toBe(200);

    const [role] = await store.db.select().from(roles).where(eq(roles.name, 'Member'));
    const res = await nodeA.app.inject({
      method: 'PUT',
      url: `/api/admin/roles/${role?.id}/permissions`,
      headers: admin.headers,
      payload: { permissions: DEFAULT_ROLE_PERMISSIONS.Member.filter((p) => p !== 'view_members') },
    });
    expect(res.statusCode).toBe(200);

    const deadline = Date.now() + 1000;
    let status = 200;
    while (status === 200 && Date.now() < deadline) {
      status = (await onB()).statusCode;
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(status).toBe(403);
  });
});
