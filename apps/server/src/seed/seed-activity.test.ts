import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../testing/test-app';
import { seedActivity } from './seed-activity';

describe('seedActivity (demo data)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a year of slips of every kind, some pending, mentors and applications; the API reads them', async () => {
    const members = [];
    for (let i = 0; i < 12; i += 1) {
      members.push(await createUser(t.app));
    }
    const result = await seedActivity(t.store.db, { groupId: 1, memberIds: members.map((m) => m.id) });
    expect(result.slips).toBeGreaterThan(300);
    expect(result).toMatchObject({ mentors: 5, applications: 7 });
    const first = members[0];
    if (!first) {
      throw new Error('no member');
    }
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/activities?limit=100',
      headers: first.headers,
    });
    expect(list.statusCode).toBe(200);
    const kinds = new Set(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/activity?limit=100',
          headers: (await createUser(t.app, { role: 'President' })).headers,
        })
      )
        .json()
        .items.map((i: { kind: string }) => i.kind),
    );
    expect(kinds.size).toBeGreaterThanOrEqual(4);
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/approvals?kind=referral',
      headers: (await createUser(t.app, { role: 'President' })).headers,
    });
    expect(pending.json().total).toBeGreaterThan(0);
    const stats = await t.app.inject({
      method: 'GET',
      url: '/api/activities/stats?months=12',
      headers: first.headers,
    });
    expect(stats.statusCode).toBe(200);
    const mentors = await t.app.inject({ method: 'GET', url: '/api/mentors', headers: first.headers });
    expect(mentors.json().total).toBe(5);
  });
});
