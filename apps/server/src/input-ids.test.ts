import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from './testing/factories/user.factory';
import { buildTestApp, type TestApp } from './testing/test-app';

/**
 * docs/architecture.md 15.9: an id in a path is digits alone. `+1`, `1 `, `0x10`, `1e3` and `-1` were read
 * as ids 1, 16 or 1000 (or refused only by luck); now every route with an id in its path answers 400
 * VALIDATION_ERROR on that parameter, before any handler runs, so nothing is read or changed.
 */
const LOOSE_IDS = ['+1', '1%20', '0x10', '1e3', '-1', '%201', '1.0', '１'];

/** Plausible values of the other path parameters (not ids). */
const OTHER_PARAMS: Record<string, string> = { kind: 'member', size: '96', token: 'x' };

const isIdParam = (name: string) => name === 'id' || name.endsWith('Id');

describe('ids in paths are digits only (docs/architecture.md 15.9)', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.app, { isAdmin: true, role: 'Admin' });
    // Resources with ids 1 and 16 a loose reading could reach.
    for (let i = 0; i < 16; i += 1) {
      await createUser(t.app);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const routesWithIds = () =>
    t.app.routeList
      .filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api/'))
      .map((r) => ({ ...r, params: [...r.url.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '') }))
      .filter((r) => r.params.some(isIdParam));

  const changes = async () => {
    const counts = await t.store.db.execute<{ audit: number; outbox: number }>(
      sql`select (select count(*)::int from audit_log) as audit, (select count(*)::int from outbox) as outbox`,
    );
    return counts.rows[0];
  };

  it('finds the routes with an id in their path', () => {
    const urls = routesWithIds().map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/admin/groups/:id',
        'GET /api/inbox/conversations/:id',
        'DELETE /api/visitors/:id',
        'POST /api/admin/renewals/:userId',
        'GET /api/users/:id/avatar_:size.jpg',
      ]),
    );
  });

  it('answers 400 on the id for every loose id on every such route, and changes nothing', async () => {
    const before = await changes();
    const answers: string[] = [];
    const expected: string[] = [];
    for (const route of routesWithIds()) {
      for (const target of route.params.filter(isIdParam)) {
        for (const loose of LOOSE_IDS) {
          const url = route.url.replace(/:(\w+)/g, (_m, name: string) =>
            name === target ? loose : (OTHER_PARAMS[name] ?? '1'),
          );
          const res = await t.app.inject({
            method: route.method as 'GET',
            url,
            headers: admin.headers,
            ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
          });
          const body = res.json();
          const onId = (body.details ?? []).some((d: { field: string }) => d.field === target);
          answers.push(`${route.method} ${url}: ${res.statusCode} ${body.type} ${onId}`);
          expected.push(`${route.method} ${url}: 400 VALIDATION_ERROR true`);
        }
      }
    }
    expect(answers).toEqual(expected);
    expect(await changes()).toEqual(before);
  });

  it('still reads a plain id (leading zeros included)', async () => {
    for (const id of ['1', '0001']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/groups/${id}`,
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().id).toBe(1);
    }
  });
});
