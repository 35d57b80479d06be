import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';

describe('group news and announcements (docs/architecture.md 14.5)', () => {
  let t: TestApp;
  let admin: TestUser;
  let president: TestUser;
  let member: TestUser;
  let outsider: TestUser;
  let otherGroupId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.app, { isAdmin: true, groupId: null });
    president = await createUser(t.app, { role: 'President' });
    member = await createUser(t.app, { role: 'Member' });
    otherGroupId = (await createGroup(t.app)).id;
    outsider = await createUser(t.app, { role: 'President', groupId: otherGroupId });
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (user: TestUser, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/news', headers: user.headers, payload });
  const list = (user: TestUser, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/news${query}`, headers: user.headers });

  it('publishes group news on news:{groupId}, audited, and lists it to the members', async () => {
    const publish = vi.spyOn(t.app.realtimeServer, 'publish');
    const res = await post(president, { title: '  Breakfast moved  ', body: 'We meet at 7:00 on Friday.' });
    expect(res.statusCode).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({ groupId: 1, title: 'Breakfast moved', author: { id: president.id } });
    expect(publish).toHaveBeenCalledWith('news:1', {
      id: item.id,
      groupId: 1,
      title: 'Breakfast moved',
      body: 'We meet at 7:00 on Friday.',
      publishedAt: item.publishedAt,
    });
    publish.mockRestore();
    const rows = await t.store.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'news.published'), eq(auditLog.targetId, String(item.id))));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: president.id, groupId: 1 });

    const seen = await list(member);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().items[0]).toMatchObject({ id: item.id, title: 'Breakfast moved' });
    const hidden = await list(outsider);
    expect(hidden.json().items.map((n: { id: number }) => n.id)).not.toContain(item.id);
  });

  it('lets an administrator post an announcement on `news` that every group sees', async () => {
    const publish = vi.spyOn(t.app.realtimeServer, 'publish');
    const res = await post(admin, { title: 'Maintenance', body: 'Sunday night.', groupId: null });
    expect(res.statusCode).toBe(201);
    expect(res.json().groupId).toBeNull();
    expect(publish).toHaveBeenCalledWith(
      'news',
      expect.objectContaining({ id: res.json().id, groupId: null }),
    );
    publish.mockRestore();
    for (const user of [member, outsider, admin]) {
      expect((await list(user)).json().items[0]).toMatchObject({ id: res.json().id, groupId: null });
    }
  });

  it('refuses announcements to leadership, other groups with 404 and bad input with 400', async () => {
    expect((await post(president, { title: 'x', body: 'y', groupId: null })).statusCode).toBe(403);
    expect((await post(member, { title: 'x', body: 'y' })).statusCode).toBe(403);
    expect((await post(president, { title: 'x', body: 'y', groupId: otherGroupId })).statusCode).toBe(404);
    expect((await list(president, `?groupId=${otherGroupId}`)).statusCode).toBe(404);
    for (const payload of [
      { title: '   ', body: 'y' },
      { title: 'x', body: '' },
      { title: 'x'.repeat(201), body: 'y' },
      { title: 'a\u0000b', body: 'y' },
      { title: 'x', body: 'y', groupId: 'one' },
    ]) {
      const res = await post(president, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().type).toBe('VALIDATION_ERROR');
    }
    expect((await post(admin, { title: 'x', body: 'y' })).statusCode).toBe(400);
    expect((await post(admin, { title: 'x', body: 'y', groupId: 99999 })).statusCode).toBe(404);
  });

  it('pages newest first', async () => {
    for (const n of [1, 2, 3]) {
      await post(president, { title: `Paged ${n}`, body: 'Body' });
    }
    const first = await list(member, '?limit=2');
    expect(first.json().items.map((n: { title: string }) => n.title)).toEqual(['Paged 3', 'Paged 2']);
    const next = await list(member, `?limit=2&cursor=${first.json().nextCursor}`);
    expect(next.json().items[0].title).toBe('Paged 1');
    expect(first.json().total).toBeGreaterThanOrEqual(5);
  });
});
