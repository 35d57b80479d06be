import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { groups } from '../../db/schema/groups';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';

const PASSWORD = 'Str0ng-Passw0rd!';

describe('groups (docs/architecture.md 14.2)', () => {
  let t: TestApp;
  let admin: TestUser;
  let president: TestUser;
  let n = 0;
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_REGISTER: '1000/3600' });
    admin = await createUser(t.app, { isAdmin: true, role: 'Admin' });
    president = await createUser(t.app, { role: 'President' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, user: TestUser, payload?: object) =>
    t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
  const register = (groupCode: string) => {
    n += 1;
    return t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: `Joiner ${n}`, email: `joiner-${n}@example.com`, password: PASSWORD, groupCode },
    });
  };
  const auditRows = (groupId: number, action: string) =>
    t.store.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.groupId, groupId), eq(auditLog.action, action)));

  it('lists every group for an administrator and only its own for a president, with paging', async () => {
    const other = await createGroup(t.app, { name: 'Zeta Chapter' });
    const all = await call('GET', '/api/admin/groups', admin);
    expect(all.statusCode).toBe(200);
    expect(all.json().items.map((g: { id: number }) => g.id)).toEqual(expect.arrayContaining([1, other.id]));
    expect(all.json().total).toBe(all.json().items.length);

    const own = await call('GET', '/api/admin/groups', president);
    expect(own.json()).toMatchObject({ total: 1, items: [{ id: 1, name: 'Demo Chapter' }] });
    expect(own.json().items[0].memberCount).toBeGreaterThanOrEqual(2);

    const page = await call('GET', '/api/admin/groups?limit=1', admin);
    expect(page.json().items).toHaveLength(1);
    const next = await call('GET', `/api/admin/groups?limit=1&cursor=${page.json().nextCursor}`, admin);
    expect(next.json().items[0].id).toBeGreaterThan(page.json().items[0].id);

    const searched = await call('GET', '/api/admin/groups?q=zeta', admin);
    expect(searched.json().items.map((g: { id: number }) => g.id)).toEqual([other.id]);
  });

  it('creates a group with a fresh 6-digit code, the defaults, and one audit row', async () => {
    const res = await call('POST', '/api/admin/groups', admin, {
      name: '  North Chapter ',
      capacity: 30,
      timezone: 'Europe/Berlin',
      meetingSchedule: { weekday: 3, time: '07:00', durationMinutes: 90, location: 'Hotel Adler' },
    });
    expect(res.statusCode).toBe(201);
    const group = res.json();
    expect(group).toMatchObject({
      name: 'North Chapter',
      status: 'active',
      capacity: 30,
      memberCount: 0,
      timezone: 'Europe/Berlin',
      currency: 'EUR',
      meetingSchedule: { weekday: 3, time: '07:00', durationMinutes: 90, location: 'Hotel Adler' },
    });
    expect(group.joinCode).toMatch(/^\d{6}$/);
    const rows = await auditRows(group.id, 'group.created');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: admin.id, targetType: 'group', targetId: String(group.id) });
    expect(rows[0]?.data).toMatchObject({ after: { name: 'North Chapter', capacity: 30 } });
    expect(JSON.stringify(rows[0]?.data)).not.toContain(group.joinCode);

    expect((await register(group.joinCode)).statusCode).toBe(200);
  });

  it('answers 400 with details for bad input, never a 500', async () => {
    const cases: [object, string][] = [
      [{ name: 'X', timezone: 'Mars/Olympus' }, 'timezone'],
      [{ name: 'X', currency: 'EURO' }, 'currency'],
      [{ name: 'X', capacity: 0 }, 'capacity'],
      [{ name: 'A\u0000B' }, 'name'],
      [{ name: 'X', meetingSchedule: { weekday: 0, time: '07:00', durationMinutes: 60 } }, 'meetingSchedule'],
      [{ name: 'X', joinCode: '111111' }, ''],
    ];
    for (const [payload, field] of cases) {
      const res = await call('POST', '/api/admin/groups', admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().type).toBe('VALIDATION_ERROR');
      if (field) {
        expect(JSON.stringify(res.json().details)).toContain(field);
      }
    }
    expect((await call('PATCH', '/api/admin/groups/1', admin, {})).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/groups/99999999999', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/groups/abc', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/groups/424242', admin)).statusCode).toBe(404);
  });

  it('edits its fields, auditing only what changed; an unchanged edit writes nothing', async () => {
    const group = await createGroup(t.app, { name: 'Edit Me' });
    const res = await call('PATCH', `/api/admin/groups/${group.id}`, admin, {
      name: 'Edited',
      currency: 'usd',
      timezone: 'America/New_York',
      meetingSchedule: { weekday: 7, time: '18:30', durationMinutes: 120, location: null },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Edited',
      currency: 'USD',
      timezone: 'America/New_York',
      meetingSchedule: { weekday: 7, time: '18:30', durationMinutes: 120, location: null },
    });
    const rows = await auditRows(group.id, 'group.updated');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.data).toEqual({
      before: { name: 'Edit Me', currency: 'EUR', timezone: 'UTC', meetingSchedule: null },
      after: {
        name: 'Edited',
        currency: 'USD',
        timezone: 'America/New_York',
        meetingSchedule: { weekday: 7, time: '18:30', durationMinutes: 120, location: null },
      },
    });

    const same = await call('PATCH', `/api/admin/groups/${group.id}`, admin, { name: 'Edited' });
    expect(same.statusCode).toBe(200);
    expect(await auditRows(group.id, 'group.updated')).toHaveLength(1);

    const cleared = await call('PATCH', `/api/admin/groups/${group.id}`, admin, { meetingSchedule: null });
    expect(cleared.json().meetingSchedule).toBeNull();
  });

  it('refuses a capacity below the active member count with 409 and keeps the group unchanged', async () => {
    const group = await createGroup(t.app, { capacity: 10 });
    for (let i = 0; i < 3; i += 1) {
      await createUser(t.app, { groupId: group.id });
    }
    await createUser(t.app, { groupId: group.id, membershipStatus: 'pending' });
    const below = await call('PATCH', `/api/admin/groups/${group.id}`, admin, { capacity: 2, name: 'Nope' });
    expect(below.statusCode).toBe(409);
    expect(below.json().type).toBe('CONFLICT');
    const [row] = await t.store.db.select().from(groups).where(eq(groups.id, group.id));
    expect(row).toMatchObject({ capacity: 10, name: group.name });
    expect(await auditRows(group.id, 'group.updated')).toHaveLength(0);

    const exact = await call('PATCH', `/api/admin/groups/${group.id}`, admin, { capacity: 3 });
    expect(exact.statusCode).toBe(200);
    expect(exact.json()).toMatchObject({ capacity: 3, memberCount: 3 });
  });

  it('an inactive group refuses registrations with GROUP_INACTIVE until it is active again', async () => {
    const group = await createGroup(t.app);
    const off = await call('PATCH', `/api/admin/groups/${group.id}`, admin, { status: 'inactive' });
    expect(off.json().status).toBe('inactive');
    const refused = await register(group.joinCode);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().type).toBe('GROUP_INACTIVE');
    await call('PATCH', `/api/admin/groups/${group.id}`, admin, { status: 'active' });
    expect((await register(group.joinCode)).statusCode).toBe(200);
  });

  it('regenerates the join code: the old one stops working, the new one works, codes stay out of the audit', async () => {
    const group = await createGroup(t.app);
    const res = await call('POST', `/api/admin/groups/${group.id}/join-code`, admin);
    expect(res.statusCode).toBe(200);
    const code = res.json().joinCode;
    expect(code).toMatch(/^\d{6}$/);
    expect(code).not.toBe(group.joinCode);
    const old = await register(group.joinCode);
    expect(old.statusCode).toBe(400);
    expect(old.json().type).toBe('INVALID_GROUP_CODE');
    expect((await register(code)).statusCode).toBe(200);
    const rows = await auditRows(group.id, 'group.join_code.regenerated');
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0]?.data)).not.toContain(code);
    expect(JSON.stringify(rows[0]?.data)).not.toContain(group.joinCode);
  });

  it("lists each role of the ranking with the group's active members holding it", async () => {
    const group = await createGroup(t.app);
    const boss = await createUser(t.app, { groupId: group.id, role: 'President', name: 'Boss' });
    const member = await createUser(t.app, { groupId: group.id, name: 'Plain' });
    await createUser(t.app, { groupId: group.id, membershipStatus: 'pending', name: 'Waiting' });
    const res = await call('GET', `/api/admin/groups/${group.id}/roles`, admin);
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { role: { name: string; rank: number }; members: { id: number }[] }[];
    expect(items.map((i) => i.role.name)).toEqual([
      'Admin',
      'President',
      'Vice President',
      'Board Member',
      'Secretary Treasurer',
      'Member',
      'Visitor',
      'Substitute',
    ]);
    expect(items[1]?.members.map((m) => m.id)).toEqual([boss.id]);
    expect(items[5]?.members.map((m) => m.id)).toEqual([member.id]);
    expect(items[0]?.members).toEqual([]);
  });

  it('documents every call of groups, the permission matrix, approvals and the token refresh', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, unknown>>;
    const expected: [string, string][] = [
      ['/api/admin/groups', 'get'],
      ['/api/admin/groups', 'post'],
      ['/api/admin/groups/{id}', 'get'],
      ['/api/admin/groups/{id}', 'patch'],
      ['/api/admin/groups/{id}/join-code', 'post'],
      ['/api/admin/groups/{id}/roles', 'get'],
      ['/api/admin/roles', 'get'],
      ['/api/admin/roles/{id}/permissions', 'put'],
      ['/api/approvals', 'get'],
      ['/api/approvals/{kind}/{id}', 'post'],
      ['/api/token/refresh', 'post'],
    ];
    for (const [path, method] of expected) {
      expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    const patch = paths['/api/admin/groups/{id}']?.patch as { requestBody?: unknown };
    expect(JSON.stringify(patch.requestBody)).toContain('meetingSchedule');
  });
});
