import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';

describe('profile', () => {
  let t: TestApp;
  let otherGroupId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    otherGroupId = (await createGroup(t.app)).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (headers: Record<string, string>, userId?: number) =>
    t.app.inject({ method: 'GET', url: `/api/profile${userId ? `?userId=${userId}` : ''}`, headers });
  const put = (headers: Record<string, string>, payload: Record<string, unknown>, userId?: number) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/profile${userId ? `?userId=${userId}` : ''}`,
      headers,
      payload,
    });

  it('answers my profile with group and membership', async () => {
    const member = await createUser(t.app, { name: 'Pat Profile', companyName: 'Pat Co' });
    const res = await get(member.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: member.id,
      email: member.email,
      name: 'Pat Profile',
      companyName: 'Pat Co',
      isAdmin: false,
      isActive: true,
      role: 'Member',
      profileImageUrl: null,
      group: { id: 1, name: 'Demo Chapter', status: 'active' },
      membership: { status: 'active', role: { name: 'Member', rank: 6, isLeadership: false } },
    });
    expect(body.group.memberCount).toBeGreaterThanOrEqual(2);
    expect(body).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(body)).not.toContain('argon2');
  });

  it('updates my own fields, normalizing the phone number to E.164', async () => {
    const member = await createUser(t.app);
    const res = await put(member.headers, {
      name: 'New Name',
      companyName: 'Acme',
      phone: '(415) 555-2671',
      bio: 'Plumber',
      classification: 'Plumbing',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'New Name',
      companyName: 'Acme',
      phone: '+14155552671',
      bio: 'Plumber',
      membership: { classification: 'Plumbing' },
    });
    const bad = await put(member.headers, { phone: 'call me' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('phone');
  });

  it('refuses fields that are not editable (isAdmin, role, email)', async () => {
    const member = await createUser(t.app);
    for (const payload of [{ isAdmin: true }, { role: 'Admin' }, { email: 'x@example.com' }, { name: '' }]) {
      const res = await put(member.headers, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().type).toBe('VALIDATION_ERROR');
    }
  });

  it('lets a holder of manage_members read and edit a member of their own group, with an audit row', async () => {
    const president = await createUser(t.app, { role: 'President' });
    const member = await createUser(t.app);
    expect((await get(president.headers, member.id)).json().id).toBe(member.id);
    const res = await put(president.headers, { companyName: 'Edited By Leader' }, member.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().companyName).toBe('Edited By Leader');
    const rows = await t.store.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'profile.updated'), eq(auditLog.targetId, String(member.id))));
    expect(rows[0]).toMatchObject({ actorId: president.id, groupId: 1 });
  });

  it("answers 404 for another group's member, even with manage_members", async () => {
    const president = await createUser(t.app, { role: 'President' });
    const stranger = await createUser(t.app, { groupId: otherGroupId });
    expect((await get(president.headers, stranger.id)).statusCode).toBe(404);
    expect((await put(president.headers, { name: 'Hacked' }, stranger.id)).statusCode).toBe(404);
    expect((await get(president.headers, 999_999)).statusCode).toBe(404);
  });

  it('answers 403 to an edit by a member without manage_members', async () => {
    const member = await createUser(t.app);
    const peer = await createUser(t.app);
    const edit = await put(member.headers, { name: 'Nope' }, peer.id);
    expect(edit.statusCode).toBe(403);
    expect(edit.json().type).toBe('PERMISSION_DENIED');
  });

  it('lets an administrator act on any group, and only an administrator on an administrator', async () => {
    const admin = await createUser(t.app, { isAdmin: true, role: 'Admin' });
    const stranger = await createUser(t.app, { groupId: otherGroupId });
    expect((await get(admin.headers, stranger.id)).statusCode).toBe(200);
    const president = await createUser(t.app, { role: 'President' });
    expect((await put(president.headers, { name: 'X' }, 1)).statusCode).toBe(403);
  });

  it('needs a token and answers bad ids with 400', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
    const member = await createUser(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile?userId=abc', headers: member.headers }))
        .statusCode,
    ).toBe(400);
  });
});
