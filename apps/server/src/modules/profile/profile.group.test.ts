import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups } from '../../db/schema/groups';
import { createUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';

/**
 * Every member's times and amounts use the group's zone and currency: the profile's group carries
 * them, since a plain Member may not read /api/admin/groups/{id} (docs/architecture.md 15.2).
 */
describe('GET /api/profile group', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("gives a plain Member the group's timezone and currency, which the admin call refuses them", async () => {
    await t.store.db
      .update(groups)
      .set({ timezone: 'America/Chicago', currency: 'USD' })
      .where(eq(groups.id, 1));
    const member = await createUser(t.app);
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: member.headers });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().group).toMatchObject({ id: 1, timezone: 'America/Chicago', currency: 'USD' });
    const admin = await t.app.inject({ method: 'GET', url: '/api/admin/groups/1', headers: member.headers });
    expect(admin.statusCode).toBe(403);
  });
});
