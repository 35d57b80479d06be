import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../testing/test-app';
import { seedNews } from './seed-news';

describe('seedNews (npm run seed:demo)', () => {
  let t: TestApp;
  let president: TestUser;
  let member: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    president = await createUser(t.app, { role: 'President' });
    member = await createUser(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("gives members the President's recent news and an announcement, newest first", async () => {
    expect(await seedNews(t.store.db, { groupId: 1, presidentId: president.id, adminId: null })).toBe(4);
    const res = await t.app.inject({ method: 'GET', url: '/api/news', headers: member.headers });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { title: string; groupId: number | null; publishedAt: string }[];
    expect(items).toHaveLength(4);
    expect(items.filter((i) => i.groupId === null)).toHaveLength(1);
    const times = items.map((i) => Date.parse(i.publishedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});
