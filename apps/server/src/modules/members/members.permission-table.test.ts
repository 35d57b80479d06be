import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe } from 'vitest';
import { groups } from '../../db/schema/groups';
import { createUser } from '../../testing/factories/user.factory';
import { multipartFile } from '../../testing/multipart';
import { permissionTableTests, type TableCall, type TableRequest } from '../../testing/permission-table';
import { createRoleCast, type RoleCast } from '../../testing/role-cast';
import { buildTestApp, type TestApp } from '../../testing/test-app';

/**
 * Every call of docs/architecture.md 14.1 (roster, profiles, avatars, administration of users), by each
 * role of section 11 in group 1, a pending member, and a President of another group: allowed (the
 * status given), 403 without the permission or the rank, 404 for another group's member, 401
 * without a token. Targets are fresh members of group 1 for each caller.
 */
describe('14.1 permission table: role by call', () => {
  let t: TestApp;
  let dataDir: string;
  let png: Buffer;
  let cast: RoleCast;
  let sequence = 0;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'chapter-permission-table-'));
    t = await buildTestApp({ DATA_DIR: dataDir });
    png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    // Every call adds members to group 1: room for all of them.
    await t.store.db.update(groups).set({ capacity: 10_000 }).where(eq(groups.id, 1));
    cast = await createRoleCast(t.app);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A fresh member of group 1 (a President when asked) to act on. */
  const target = async (role: 'Member' | 'President' = 'Member') => (await createUser(t.app, { role })).id;
  const avatarUpload = (url: string): TableRequest => {
    const { payload, headers } = multipartFile({ filename: 'me.png', contentType: 'image/png', bytes: png });
    return { method: 'POST', url, payload, headers };
  };

  const calls: TableCall[] = [
    {
      name: 'GET /api/members',
      request: async () => ({ method: 'GET', url: '/api/members' }),
      expected: [200, 200, 200, 200, 200, 200, 200, 403, 403, 403, 200],
    },
    {
      name: 'GET /api/members?status=pending',
      request: async () => ({ method: 'GET', url: '/api/members?status=pending' }),
      expected: [200, 200, 200, 200, 200, 403, 403, 403, 403, 403, 200],
    },
    {
      name: 'GET /api/profile (own)',
      request: async () => ({ method: 'GET', url: '/api/profile' }),
      expected: [200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200],
    },
    {
      name: 'PUT /api/profile (own)',
      request: async () => ({ method: 'PUT', url: '/api/profile', payload: { bio: 'Hello' } }),
      expected: [200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200],
    },
    {
      name: 'GET /api/profile?userId={member of group 1}',
      request: async () => ({ method: 'GET', url: `/api/profile?userId=${await target()}` }),
      expected: [200, 200, 200, 200, 200, 200, 200, 403, 403, 403, 404],
    },
    {
      name: 'PUT /api/profile?userId={member of group 1}',
      request: async () => ({
        method: 'PUT',
        url: `/api/profile?userId=${await target()}`,
        payload: { website: 'example.com' },
      }),
      expected: [200, 200, 200, 200, 403, 403, 403, 403, 403, 403, 404],
    },
    {
      name: 'POST /api/profile/avatar (own)',
      request: async () => avatarUpload('/api/profile/avatar'),
      expected: [200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200],
    },
    {
      name: 'POST /api/profile/avatar?userId={member of group 1}',
      request: async () => avatarUpload(`/api/profile/avatar?userId=${await target()}`),
      expected: [200, 200, 200, 200, 403, 403, 403, 403, 403, 403, 404],
    },
    {
      name: 'DELETE /api/profile/avatar?userId={member of group 1}',
      request: async () => ({ method: 'DELETE', url: `/api/profile/avatar?userId=${await target()}` }),
      expected: [200, 200, 200, 200, 403, 403, 403, 403, 403, 403, 404],
    },
    {
      name: 'GET /api/admin/users',
      request: async () => ({ method: 'GET', url: '/api/admin/users' }),
      expected: [200, 200, 200, 200, 200, 403, 403, 403, 403, 403, 200],
    },
    {
      name: 'GET /api/admin/users?groupId=1',
      request: async () => ({ method: 'GET', url: '/api/admin/users?groupId=1' }),
      expected: [200, 200, 200, 200, 200, 403, 403, 403, 403, 403, 404],
    },
    {
      name: 'POST /api/admin/users (a Member of group 1)',
      request: async (caller) => {
        sequence += 1;
        return {
          method: 'POST',
          url: '/api/admin/users',
          payload: {
            name: 'Table Made',
            email: `table-${caller}-${sequence}@example.com`,
            role: 'Member',
            groupId: 1,
          },
        };
      },
      expected: [201, 201, 201, 201, 403, 403, 403, 403, 403, 403, 404],
    },
    {
      name: 'PATCH /api/admin/users/{member of group 1}',
      request: async () => ({
        method: 'PATCH',
        url: `/api/admin/users/${await target()}`,
        payload: { classification: 'Catering' },
      }),
      expected: [200, 200, 200, 200, 403, 403, 403, 403, 403, 403, 404],
    },
    {
      name: 'PATCH /api/admin/users/{President of group 1}',
      request: async () => ({
        method: 'PATCH',
        url: `/api/admin/users/${await target('President')}`,
        payload: { name: 'Renamed' },
      }),
      expected: [200, 200, 403, 403, 403, 403, 403, 403, 403, 403, 404],
    },
    {
      name: 'POST /api/admin/users/{member of group 1}/password-reset',
      request: async () => ({ method: 'POST', url: `/api/admin/users/${await target()}/password-reset` }),
      expected: [200, 200, 200, 200, 403, 403, 403, 403, 403, 403, 404],
    },
  ];

  permissionTableTests(() => ({ app: t.app, cast }), calls);
});
