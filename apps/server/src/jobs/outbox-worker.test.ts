import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema/outbox';
import { enqueueMail } from '../modules/mail/mail.outbox';
import { createSmtpTransport, type MailTransport } from '../modules/mail/mail.transport';
import { createUser } from '../testing/factories/user.factory';
import { type SmtpSink, startSmtpSink } from '../testing/smtp-sink';
import { buildTestApp, type TestApp } from '../testing/test-app';
import { backoffMs, drainOutbox, startOutboxWorker } from './outbox-worker';

describe('mail delivery through the outbox', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let transport: MailTransport;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await buildTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'chapter@example.com' });
    transport = createSmtpTransport(smtp.url, t.config.mailFrom);
  });
  afterAll(async () => {
    transport?.close();
    await t?.close();
    await smtp?.close();
  });

  const rowOf = async (id: number) => {
    const [row] = await t.store.db.select().from(outbox).where(eq(outbox.id, id));
    return row;
  };
  const mail = (to: string) => ({ to, subject: `Hello ${to}`, text: 'Plain body', html: '<p>HTML body</p>' });

  it('sends a reset mail over real SMTP with the link, plain text and HTML', async () => {
    const member = await createUser(t.app);
    await t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { email: member.email } });
    const result = await drainOutbox(t.store.db, { transport });
    expect(result.sent).toBeGreaterThanOrEqual(1);
    const received = await smtp.waitFor((m) => m.to.includes(member.email));
    expect(received.subject).toBe('Reset your Chapter password');
    expect(received.body).toContain('From: chapter@example.com');
    expect(received.body).toMatch(/Content-Type: text\/plain/);
    expect(received.body).toMatch(/Content-Type: text\/html/);
    expect(received.body).toMatch(/http:\/\/chapter\.test\/password-reset\/[A-Za-z0-9_-]{43}/);
    const rows = await t.store.db.select().from(outbox).where(eq(outbox.status, 'sent'));
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows[0]?.sentAt).not.toBeNull();
  });

  it('retries a refused mail with backoff, then sends it', async () => {
    const id = await enqueueMail(t.store.db, mail('retry@example.com'));
    smtp.failNext(1);
    const first = await drainOutbox(t.store.db, { transport });
    expect(first.retried).toBe(1);
    const waiting = await rowOf(id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting?.lastError).toMatch(/451|temporarily/);
    const delay = (waiting?.nextAttemptAt.getTime() ?? 0) - Date.now();
    expect(delay).toBeGreaterThan(20_000);
    expect(delay).toBeLessThanOrEqual(30_000);
    expect((await drainOutbox(t.store.db, { transport })).sent).toBe(0);

    await t.store.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1) })
      .where(eq(outbox.id, id));
    expect((await drainOutbox(t.store.db, { transport })).sent).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('doubles the delay per attempt and gives up after the last attempt', async () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffMs(20)).toBe(3_600_000);
    const deadTransport = createSmtpTransport('smtp://127.0.0.1:1', 'x@example.com');
    const id = await enqueueMail(t.store.db, mail('dead@example.com'));
    for (let i = 0; i < 3; i += 1) {
      await drainOutbox(t.store.db, { transport: deadTransport, maxAttempts: 3, backoff: () => 0 });
    }
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(row?.lastError).toBeTruthy();
    deadTransport.close();
  });

  it('marks a malformed payload failed without sending', async () => {
    const [row] = await t.store.db
      .insert(outbox)
      .values({ kind: 'mail', payload: { nope: true } })
      .returning();
    await drainOutbox(t.store.db, { transport });
    expect((await rowOf(row?.id ?? 0))?.status).toBe('failed');
  });

  it('the polling worker sends new mail by itself and stops cleanly', async () => {
    const sending = createSmtpTransport(smtp.url, t.config.mailFrom);
    let closed = 0;
    const worker = startOutboxWorker(t.app, {
      pollMs: 50,
      transport: {
        send: (m) => sending.send(m),
        close: () => {
          closed += 1;
          sending.close();
        },
      },
    });
    expect(worker).not.toBeNull();
    await enqueueMail(t.store.db, mail('polled@example.com'));
    await smtp.waitFor((m) => m.to.includes('polled@example.com'));
    await worker?.stop();
    expect(closed).toBe(1);

    // Stopped: mail enqueued afterwards stays pending, untouched, through many poll intervals.
    const after = await enqueueMail(t.store.db, mail('after-stop@example.com'));
    await new Promise((r) => setTimeout(r, 500));
    expect(await rowOf(after)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(smtp.mails.some((m) => m.to.includes('after-stop@example.com'))).toBe(false);
    // It is still sendable: the worker, not the mail, stopped.
    await drainOutbox(t.store.db, { transport });
    expect(await rowOf(after)).toMatchObject({ status: 'sent', attempts: 1 });
  });
});

describe('without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('starts no worker; mail stays pending and administrators can read it', async () => {
    expect(startOutboxWorker(t.app)).toBeNull();
    const member = await createUser(t.app);
    await t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { email: member.email } });
    const admin = await createUser(t.app, { isAdmin: true, role: 'Admin' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/outbox?status=pending',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBeGreaterThanOrEqual(1);
    expect(body.items[0]).toMatchObject({ kind: 'mail', status: 'pending', to: member.email, attempts: 0 });
    expect(body.items[0].text).toContain('/password-reset/');
    const denied = await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: member.headers });
    expect(denied.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/outbox?limit=1000',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});
