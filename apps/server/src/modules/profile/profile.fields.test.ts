import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';

describe('profile fields of docs/architecture.md 14.1', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (user: TestUser, userId?: number) =>
    t.app.inject({
      method: 'GET',
      url: `/api/profile${userId ? `?userId=${userId}` : ''}`,
      headers: user.headers,
    });
  const put = (user: TestUser, payload: Record<string, unknown>, userId?: number) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/profile${userId ? `?userId=${userId}` : ''}`,
      headers: user.headers,
      payload,
    });
  const auditRows = (targetId: number) =>
    t.store.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'profile.updated'), eq(auditLog.targetId, String(targetId))));

  it('stores a website (https added to a bare host) and clears it with an empty string', async () => {
    const member = await createUser(t.app);
    const res = await put(member, { website: 'example.com/about' });
    expect(res.statusCode).toBe(200);
    expect(res.json().website).toBe('https://example.com/about');
    expect((await put(member, { website: 'http://shop.example.org' })).json().website).toBe(
      'http://shop.example.org/',
    );
    expect((await put(member, { website: '' })).json().website).toBeNull();
    for (const website of ['javascript:alert(1)', 'ftp://example.com', 'not a site']) {
      const bad = await put(member, { website });
      expect(bad.statusCode, website).toBe(400);
      expect(bad.json().details[0].field).toBe('website');
    }
  });

  it('takes a bio of up to 2,000 characters and refuses a longer one or a NUL anywhere', async () => {
    const member = await createUser(t.app);
    expect((await put(member, { bio: 'b'.repeat(2000) })).statusCode).toBe(200);
    const long = await put(member, { bio: 'b'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().details[0].field).toBe('bio');
    for (const payload of [{ name: 'A\u0000B' }, { companyName: 'x\u0000' }, { classification: '\u0000' }]) {
      const res = await put(member, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().type).toBe('VALIDATION_ERROR');
    }
  });

  it('answers the testimonials received, on my own profile and on someone else’s', async () => {
    const reader = await createUser(t.app);
    const other = await createUser(t.app);
    const giver = await createUser(t.app, { name: 'Gina Giver' });
    const content = 'Reader rebuilt our website and the enquiries doubled within a month.';
    const given = await t.app.inject({
      method: 'POST',
      url: '/api/activities',
      headers: giver.headers,
      payload: { kind: 'testimonial', receiverId: reader.id, content },
    });
    expect(given.statusCode, given.body).toBe(201);
    const own = await get(reader);
    expect(own.statusCode).toBe(200);
    expect(own.json().testimonials).toEqual([
      {
        id: given.json().id,
        giverId: giver.id,
        giverName: 'Gina Giver',
        content,
        createdAt: expect.any(String),
      },
    ]);
    expect((await get(other, reader.id)).json().testimonials).toEqual(own.json().testimonials);
    // An edit answers the same profile: the page showing the answer keeps its testimonials.
    expect((await put(reader, { bio: 'Web design' })).json().testimonials).toEqual(own.json().testimonials);
    const theirs = await get(reader, other.id);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().testimonials).toEqual([]);
  });

  it('writes one audit row with the before and after of the fields that changed', async () => {
    const president = await createUser(t.app, { role: 'President' });
    const member = await createUser(t.app, { companyName: 'Old Co' });
    const res = await put(
      president,
      { companyName: 'New Co', phone: '+44 20 7946 0958', classification: 'Bakery', name: undefined },
      member.id,
    );
    expect(res.statusCode).toBe(200);
    const rows = await auditRows(member.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: president.id, groupId: 1, targetType: 'user' });
    expect(rows[0]?.data).toEqual({
      before: { companyName: 'Old Co', phone: null, classification: null },
      after: { companyName: 'New Co', phone: '+442079460958', classification: 'Bakery' },
    });
  });

  it('writes no audit row when the change is refused', async () => {
    const president = await createUser(t.app, { role: 'President' });
    const member = await createUser(t.app);
    expect((await put(president, { phone: 'not a phone' }, member.id)).statusCode).toBe(400);
    expect(await auditRows(member.id)).toHaveLength(0);
  });
});
