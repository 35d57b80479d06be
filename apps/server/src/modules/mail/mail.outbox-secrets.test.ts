import type { OutboxItem } from '@app/shared/outbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/outbox';
import { drainOutbox } from '../../jobs/outbox-worker';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { enqueueMail, type OutgoingMail } from './mail.outbox';
import { mailContext, temporaryPasswordMail } from './mail.templates';
import type { MailTransport } from './mail.transport';

/** Admin > Tools > Outbox never shows a secret, and a delivered mail keeps no body (issue 9). */
describe('outbox secrets', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.app, { isAdmin: true, groupId: null });
  });
  afterAll(async () => {
    await t?.close();
  });

  const rowOf = async (id: number) => {
    const [row] = await t.store.db.select().from(outbox).where(eq(outbox.id, id));
    if (!row) {
      throw new Error('no outbox row');
    }
    return row;
  };
  const listed = async (id: number): Promise<OutboxItem> => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/outbox?limit=100',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const item = (res.json().items as OutboxItem[]).find((i) => i.id === id);
    if (!item) {
      throw new Error(`outbox item ${id} not listed`);
    }
    return item;
  };
  const payloadText = (payload: unknown) => (payload as { text: string }).text;

  it('masks the token of a pending password-reset link', async () => {
    const member = await createUser(t.app);
    await t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { email: member.email } });
    const [row] = await t.store.db.select().from(outbox).where(eq(outbox.status, 'pending'));
    const token = /\/password-reset\/([A-Za-z0-9_-]{43})/.exec(payloadText(row?.payload))?.[1];
    expect(token).toBeDefined();
    const item = await listed(row?.id ?? 0);
    expect(item.to).toBe(member.email);
    expect(item.text).toContain('http://chapter.test/password-reset/[hidden]');
    expect(JSON.stringify(item)).not.toContain(token);
  });

  it('masks a temporary password', async () => {
    const mail = temporaryPasswordMail(mailContext(t.config), {
      to: 'visitor@example.com',
      name: 'Vera',
      temporaryPassword: 'Qx7w-Rt2y-Pl9k',
      groupName: 'Demo Chapter',
    });
    const id = await enqueueMail(t.store.db, mail);
    const item = await listed(id);
    expect(item.text).toContain('temporary password');
    expect(item.text).toContain('[hidden]');
    expect(JSON.stringify(item)).not.toContain('Qx7w-Rt2y-Pl9k');
  });

  it('masks invitation, e-mail change and other long tokens in links', async () => {
    const secret = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
    const text = [
      `Accept: http://chapter.test/api/visitors/respond?token=${secret}&action=accept`,
      `Confirm: http://chapter.test/email-change/${secret}`,
      `Other: http://chapter.test/some/new/link/${secret}`,
      'Sign in: http://chapter.test/login',
    ].join('\n');
    const id = await enqueueMail(t.store.db, { to: 'a@example.com', subject: 'Links', text, html: '' });
    const item = await listed(id);
    expect(item.text).not.toContain(secret);
    expect(item.text).toContain('respond?token=[hidden]&action=accept');
    expect(item.text).toContain('/email-change/[hidden]');
    expect(item.text).toContain('http://chapter.test/login');
  });

  it('drops the body of a delivered mail, keeping recipient, subject, status and times', async () => {
    const sent: OutgoingMail[] = [];
    const transport: MailTransport = {
      send: async (mail) => {
        sent.push(mail);
      },
      close: () => undefined,
    };
    const mail = temporaryPasswordMail(mailContext(t.config), {
      to: 'delivered@example.com',
      name: 'Del',
      temporaryPassword: 'Zz9a-Bb8c-Cc7d',
      groupName: 'Demo Chapter',
    });
    const id = await enqueueMail(t.store.db, mail);
    await drainOutbox(t.store.db, { transport });
    const delivered = sent.find((m) => m.to === 'delivered@example.com');
    expect(delivered?.text).toContain('Zz9a-Bb8c-Cc7d');
    expect(delivered).not.toHaveProperty('secrets');

    const row = await rowOf(id);
    expect(row.status).toBe('sent');
    expect(row.payload).toEqual({ to: 'delivered@example.com', subject: mail.subject });
    expect(JSON.stringify(row.payload)).not.toContain('Zz9a-Bb8c-Cc7d');
    const item = await listed(id);
    expect(item).toMatchObject({
      status: 'sent',
      to: 'delivered@example.com',
      subject: mail.subject,
      text: null,
    });
    expect(item.sentAt).not.toBeNull();
  });
});
