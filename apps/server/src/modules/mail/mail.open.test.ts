import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { outbox } from '../../db/schema/outbox';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';

/**
 * docs/architecture.md 13 (SMTP_URL): without a mail server, an administrator opens an unsent mail's
 * whole text, so a created member's temporary password reaches them; each opening is audited.
 */
describe('opening an unsent mail without a mail server', () => {
  let t: TestApp;
  let admin: TestUser;
  let president: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.app, { isAdmin: true, groupId: null });
    president = await createUser(t.app, { role: 'President' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const createMember = async () => {
    const email = `new.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: president.headers,
      payload: { name: 'New Member', email, role: 'Member' },
    });
    expect(res.statusCode).toBe(201);
    // The creating screen says where the temporary password went.
    expect(res.json().passwordDelivery).toBe('outbox');
    const rows = await t.store.db.select().from(outbox).where(eq(outbox.kind, 'mail'));
    const mine = rows.find((r) => (r.payload as { to?: string }).to === email);
    if (!mine) {
      throw new Error('no mail for the new member');
    }
    return { email, id: mine.id };
  };

  it('lists mailServer: false and opens the whole text, temporary password included, audited', async () => {
    const { email, id } = await createMember();
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: admin.headers });
    expect(list.json().mailServer).toBe(false);
    const listed = list.json().items.find((i: { id: number }) => i.id === id);
    expect(listed.text).toContain('[hidden]');

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/outbox/${id}/open`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const opened = res.json();
    expect(opened.to).toBe(email);
    expect(opened.text).not.toContain('[hidden]');
    const password = /temporary password:\s*\n\s*(\S+)/i.exec(opened.text)?.[1];
    expect(password).toBeDefined();

    const sessions = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
    });
    expect(sessions.statusCode).toBe(200);
    expect(sessions.json().mustChangePassword).toBe(true);

    const audits = await t.store.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'outbox.mail.opened'), eq(auditLog.targetId, String(id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.actorId).toBe(admin.id);
    expect(JSON.stringify(audits[0]?.data)).not.toContain(password);
  });

  it('audits every opening, not only the first', async () => {
    const { id } = await createMember();
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/outbox/${id}/open`,
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(200);
    }
    const audits = await t.store.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'outbox.mail.opened'), eq(auditLog.targetId, String(id))));
    expect(audits).toHaveLength(2);
  });

  it('is for administrators only: a President (even the group Admin role) answers 403', async () => {
    const { id } = await createMember();
    const groupAdmin = await createUser(t.app, { role: 'Admin' });
    for (const who of [president, groupAdmin]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/outbox/${id}/open`,
        headers: who.headers,
      });
      expect(res.statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/admin/outbox/${id}/open` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for an unknown row and 409 for a delivered mail', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/outbox/999999/open',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
    const { id } = await createMember();
    await t.store.db.update(outbox).set({ status: 'sent' }).where(eq(outbox.id, id));
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/admin/outbox/${id}/open`,
      headers: admin.headers,
    });
    expect(sent.statusCode).toBe(409);
  });
});

describe('opening an unsent mail with a mail server set', () => {
  let t: TestApp;
  afterAll(async () => {
    await t?.close();
  });
  it('answers 409: with SMTP_URL mail is delivered, never read in the outbox', async () => {
    t = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    const admin = await createUser(t.app, { isAdmin: true, groupId: null });
    const [row] = await t.store.db
      .insert(outbox)
      .values({ kind: 'mail', payload: { to: 'a@example.com', subject: 'S', text: 'secret', html: '' } })
      .returning();
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: admin.headers });
    expect(list.json().mailServer).toBe(true);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: admin.headers,
      payload: { name: 'Mailed Member', email: 'mailed.member@example.com', role: 'Member', groupId: 1 },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().passwordDelivery).toBe('mailed');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/outbox/${row?.id}/open`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(409);
    expect(res.body).not.toContain('secret');
  });
});
