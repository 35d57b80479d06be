import type { AdminUserItem } from '@app/shared/admin-users';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { outbox } from '../../db/schema/outbox';
import { passwordResetTokens, users } from '../../db/schema/users';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';

describe('/api/admin/users', () => {
  let t: TestApp;
  let groupId: number;
  let president: TestUser;
  let vice: TestUser;
  let member: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    groupId = (await createGroup(t.app, { name: 'Admin Users Chapter', capacity: 40 })).id;
    president = await createUser(t.app, { name: 'Pres Ident', role: 'President', groupId });
    vice = await createUser(t.app, { name: 'Vice Versa', role: 'Vice President', groupId });
    member = await createUser(t.app, { name: 'Mem Ber', groupId, companyName: 'Member Co' });
    admin = await createUser(t.app, { name: 'Root Admin', isAdmin: true, groupId: null });
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (user: TestUser, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
  const create = (user: TestUser, payload: Record<string, unknown>) =>
    call(user, 'POST', '/api/admin/users', payload);
  const patch = (user: TestUser, id: number, payload: Record<string, unknown>) =>
    call(user, 'PATCH', `/api/admin/users/${id}`, payload);
  const auditOf = (targetId: number, action: string) =>
    t.store.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, String(targetId)), eq(auditLog.action, action)));
  const mailsTo = async (email: string) =>
    (await t.store.db.select().from(outbox))
      .map((r) => r.payload as { to: string; subject: string; text: string })
      .filter((m) => m.to === email);

  describe('GET', () => {
    it('lists my group with isActive and lastSeenAt; pending, lapsed and deactivated for managers', async () => {
      const pending = await createUser(t.app, { name: 'Pen Ding', groupId, membershipStatus: 'pending' });
      const off = await createUser(t.app, { name: 'Off Line', groupId });
      await t.store.db.update(users).set({ isActive: false }).where(eq(users.id, off.id));
      const res = await call(president, 'GET', '/api/admin/users');
      expect(res.statusCode).toBe(200);
      const items: AdminUserItem[] = res.json().items;
      const byId = new Map(items.map((i) => [i.id, i]));
      expect(byId.get(president.id)).toMatchObject({
        role: { name: 'President', rank: 2, isLeadership: true },
        status: 'active',
        isActive: true,
        isAdmin: false,
        group: { id: groupId, name: 'Admin Users Chapter' },
        lastSeenAt: expect.any(String),
      });
      expect(byId.get(pending.id)?.status).toBe('pending');
      expect(byId.get(off.id)?.isActive).toBe(false);
      expect(items.every((i) => i.group?.id === groupId)).toBe(true);
      expect(items[0]?.id).toBe(president.id);

      // docs/architecture.md 15.2: view_members alone is member navigation, not the administration of users.
      expect((await call(member, 'GET', '/api/admin/users')).statusCode).toBe(403);
      expect((await call(member, 'GET', '/api/admin/users?status=pending')).statusCode).toBe(403);

      const inactive = (await call(president, 'GET', '/api/admin/users?isActive=false')).json();
      expect(inactive.items.map((i: AdminUserItem) => i.id)).toEqual([off.id]);
      const search = (await call(president, 'GET', '/api/admin/users?q=member%20co')).json();
      expect(search.items.map((i: AdminUserItem) => i.id)).toEqual([member.id]);
    });

    it('pages with limit and cursor', async () => {
      const first = (await call(president, 'GET', '/api/admin/users?limit=2')).json();
      expect(first.items).toHaveLength(2);
      expect(first.total).toBeGreaterThan(2);
      const second = (
        await call(president, 'GET', `/api/admin/users?limit=2&cursor=${first.nextCursor}`)
      ).json();
      expect(second.items[0].id).not.toBe(first.items[0].id);
      expect((await call(president, 'GET', '/api/admin/users?limit=101')).statusCode).toBe(400);
    });

    it("answers 404 for another group's id, and lets an administrator list any group or everyone", async () => {
      expect((await call(president, 'GET', '/api/admin/users?groupId=1')).statusCode).toBe(404);
      expect((await call(president, 'GET', `/api/admin/users?groupId=${groupId}`)).statusCode).toBe(200);
      const theirs = (await call(admin, 'GET', `/api/admin/users?groupId=${groupId}`)).json();
      expect(theirs.items.map((i: AdminUserItem) => i.id)).toContain(president.id);
      const everyone = (await call(admin, 'GET', '/api/admin/users?limit=100')).json();
      const ids = everyone.items.map((i: AdminUserItem) => i.id);
      expect(ids).toContain(admin.id);
      expect(ids).toContain(1);
      expect(everyone.items.find((i: AdminUserItem) => i.id === admin.id).group).toBeNull();
    });
  });

  describe('POST', () => {
    it('creates an active member who signs in with the mailed temporary password and must change it', async () => {
      const res = await create(president, {
        name: 'New Comer',
        email: 'New.Comer@Example.com',
        role: 'Member',
        classification: 'Catering',
        phone: '(415) 555-2671',
      });
      expect(res.statusCode).toBe(201);
      const created: AdminUserItem = res.json();
      expect(created).toMatchObject({
        name: 'New Comer',
        email: 'new.comer@example.com',
        phone: '+14155552671',
        classification: 'Catering',
        role: { name: 'Member' },
        status: 'active',
        isActive: true,
        mustChangePassword: true,
        group: { id: groupId },
        lastSeenAt: null,
      });
      const [mail] = await mailsTo('new.comer@example.com');
      const temporary = /temporary password:\s*\n*\s*(\S+)/.exec(mail?.text ?? '')?.[1];
      expect(temporary).toMatch(/^[A-Za-z2-9]{4}-[A-Za-z2-9]{4}-[A-Za-z2-9]{4}$/);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'new.comer@example.com', password: temporary },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().mustChangePassword).toBe(true);
      const [row] = await auditOf(created.id, 'admin.user.created');
      expect(row).toMatchObject({ actorId: president.id, groupId });
      expect(JSON.stringify(row?.data)).not.toContain(temporary as string);
      expect(row?.data).toMatchObject({ after: { email: 'new.comer@example.com', role: 'Member' } });
    });

    it('refuses a role above my own (403), a taken e-mail (409) and another group (404); an administrator may', async () => {
      const above = await create(vice, { name: 'X', email: 'above@example.com', role: 'President' });
      expect(above.statusCode).toBe(403);
      expect(above.json().type).toBe('PERMISSION_DENIED');
      const same = await create(vice, { name: 'Y', email: 'same@example.com', role: 'Vice President' });
      expect(same.statusCode).toBe(201);
      const taken = await create(president, { name: 'Z', email: member.email.toUpperCase(), role: 'Member' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().type).toBe('EMAIL_IN_USE');
      const elsewhere = await create(president, {
        name: 'W',
        email: 'w@example.com',
        role: 'Member',
        groupId: 1,
      });
      expect(elsewhere.statusCode).toBe(404);
      const byAdmin = await create(admin, {
        name: 'Admin Made',
        email: 'admin-made@example.com',
        role: 'President',
        groupId: 1,
      });
      expect(byAdmin.statusCode).toBe(201);
      expect(byAdmin.json().group.id).toBe(1);
      const noGroup = await create(admin, { name: 'V', email: 'v@example.com', role: 'Member' });
      expect(noGroup.statusCode).toBe(400);
      expect(await mailsTo('above@example.com')).toHaveLength(0);
    });

    it('refuses bad input with 400 and details, and a full group with 409', async () => {
      for (const payload of [
        { name: '', email: 'a@example.com', role: 'Member' },
        { name: 'A', email: 'not-an-email', role: 'Member' },
        { name: 'A', email: 'a@example.com', role: 'Emperor' },
        { name: 'A', email: 'a@example.com', role: 'Member', isAdmin: true },
        { name: 'A\u0000', email: 'a@example.com', role: 'Member' },
        { name: 'A', email: 'a@example.com', role: 'Member', phone: 'call me maybe' },
      ]) {
        const res = await create(president, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().details.length).toBeGreaterThan(0);
      }
      const tiny = await createGroup(t.app, { capacity: 1 });
      await createUser(t.app, { groupId: tiny.id });
      const full = await create(admin, {
        name: 'B',
        email: 'b@example.com',
        role: 'Member',
        groupId: tiny.id,
      });
      expect(full.statusCode).toBe(409);
      expect(full.json().type).toBe('GROUP_FULL');
      const [account] = await t.store.db.select().from(users).where(eq(users.email, 'b@example.com'));
      expect(account).toBeUndefined();
    });
  });

  describe('PATCH', () => {
    it('edits name, phone, classification and role with one audit row of before and after', async () => {
      const target = await createUser(t.app, { name: 'Ed It', groupId });
      const res = await patch(president, target.id, {
        name: 'Ed Ited',
        phone: '+44 20 7946 0958',
        classification: 'Bakery',
        role: 'Board Member',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        name: 'Ed Ited',
        phone: '+442079460958',
        classification: 'Bakery',
        role: { name: 'Board Member', rank: 4 },
      });
      const rows = await auditOf(target.id, 'admin.user.updated');
      expect(rows).toHaveLength(1);
      expect(rows[0]?.data).toEqual({
        before: { name: 'Ed It', phone: null, classification: null, role: 'Member' },
        after: { name: 'Ed Ited', phone: '+442079460958', classification: 'Bakery', role: 'Board Member' },
      });
      const verify = await t.app.inject({ method: 'GET', url: '/api/verify-token', headers: target.headers });
      expect(verify.json().user.permissions).toContain('approve_members');
      const unchanged = await patch(president, target.id, { name: 'Ed Ited' });
      expect(unchanged.statusCode).toBe(200);
      expect(await auditOf(target.id, 'admin.user.updated')).toHaveLength(1);
    });

    it('applies the rank rules: no equal or higher target, no role above mine, not myself (admins excepted)', async () => {
      const target = await createUser(t.app, { groupId });
      const peerVice = await createUser(t.app, { role: 'Vice President', groupId });
      expect((await patch(vice, peerVice.id, { name: 'Nope' })).statusCode).toBe(403);
      expect((await patch(vice, president.id, { name: 'Nope' })).statusCode).toBe(403);
      expect((await patch(vice, vice.id, { name: 'Self' })).statusCode).toBe(403);
      const promote = await patch(vice, target.id, { role: 'President' });
      expect(promote.statusCode).toBe(403);
      expect(promote.json().type).toBe('PERMISSION_DENIED');
      expect((await patch(vice, target.id, { role: 'Vice President' })).statusCode).toBe(200);
      expect((await patch(president, 1, { name: 'Admin?' })).statusCode).toBe(404);
      expect((await patch(admin, president.id, { role: 'Admin' })).statusCode).toBe(200);
      expect(await auditOf(peerVice.id, 'admin.user.updated')).toHaveLength(0);
    });

    it('refuses bad input with 400', async () => {
      const target = await createUser(t.app, { groupId });
      for (const payload of [
        {},
        { email: 'x@example.com' },
        { isAdmin: true },
        { role: 'King' },
        { isActive: 'no' },
      ]) {
        expect((await patch(vice, target.id, payload)).statusCode, JSON.stringify(payload)).toBe(400);
      }
      expect((await patch(vice, 0, { name: 'A' })).statusCode).toBe(400);
      expect((await patch(vice, 99_999_999_999, { name: 'A' })).statusCode).toBe(400);
      expect((await patch(vice, 999_999, { name: 'A' })).statusCode).toBe(404);
    });

    it('deactivates (every session ends at once) and reactivates', async () => {
      const target = await createUser(t.app, { groupId });
      const off = await patch(vice, target.id, { isActive: false });
      expect(off.statusCode).toBe(200);
      expect(off.json().isActive).toBe(false);
      const verify = await t.app.inject({ method: 'GET', url: '/api/verify-token', headers: target.headers });
      expect(verify.statusCode).toBe(401);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: target.email, password: target.password },
      });
      expect(login.statusCode).toBe(403);
      const on = await patch(vice, target.id, { isActive: true });
      expect(on.json().isActive).toBe(true);
      const back = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: target.email, password: target.password },
      });
      expect(back.statusCode).toBe(200);
      const rows = await auditOf(target.id, 'admin.user.updated');
      expect(rows.map((r) => r.data)).toEqual([
        { before: { isActive: true }, after: { isActive: false } },
        { before: { isActive: false }, after: { isActive: true } },
      ]);
    });
  });

  describe('POST {id}/password-reset', () => {
    it('mails a reset link with one audit row, never the token; 409 for a deactivated account', async () => {
      const target = await createUser(t.app, { groupId });
      const res = await call(president, 'POST', `/api/admin/users/${target.id}/password-reset`);
      expect(res.statusCode).toBe(200);
      const [mail] = await mailsTo(target.email);
      const link = /http:\/\/chapter\.test\/password-reset\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
      expect(link).not.toBeNull();
      const tokens = await t.store.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, target.id));
      expect(tokens).toHaveLength(1);
      const rows = await auditOf(target.id, 'admin.user.password_reset_sent');
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows[0]?.data)).not.toContain(link?.[1] as string);
      const reset = await t.app.inject({
        method: 'POST',
        url: `/api/reset-password/${link?.[1]}`,
        payload: { password: 'Brand-New-Passw0rd!' },
      });
      expect(reset.statusCode).toBe(200);

      await patch(president, target.id, { isActive: false });
      const inactive = await call(president, 'POST', `/api/admin/users/${target.id}/password-reset`);
      expect(inactive.statusCode).toBe(409);
      expect(await auditOf(target.id, 'admin.user.password_reset_sent')).toHaveLength(1);
    });

    it('answers 429 past the hourly cap of reset mails, without an audit row', async () => {
      const target = await createUser(t.app, { groupId });
      const url = `/api/admin/users/${target.id}/password-reset`;
      expect((await call(president, 'POST', url)).statusCode).toBe(200);
      expect((await call(president, 'POST', url)).statusCode).toBe(200);
      const capped = await call(president, 'POST', url);
      expect(capped.statusCode).toBe(429);
      expect(capped.json().type).toBe('RATE_LIMITED');
      expect(await auditOf(target.id, 'admin.user.password_reset_sent')).toHaveLength(2);
    });
  });
});
