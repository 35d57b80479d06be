import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/outbox';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp, testStoreKind } from '../../testing/test-app';

describe('GET /api/admin/system (docs/architecture.md 14.5)', () => {
  let t: TestApp;
  let admin: TestUser;
  let chapterAdmin: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.app, { isAdmin: true, groupId: null });
    chapterAdmin = await createUser(t.app, { role: 'Admin' });
    await t.store.db.insert(outbox).values([
      { kind: 'mail', payload: { to: 'a@example.com' } },
      { kind: 'mail', payload: { to: 'b@example.com' }, status: 'failed' },
      { kind: 'sms', payload: { to: '+15550000001' } },
      { kind: 'sms', payload: { to: '+15550000002' }, status: 'sending' },
      { kind: 'sms', payload: { to: '+15550000003' }, status: 'sent' },
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('tells an administrator the version, store, broker, outbox backlog and uptime', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/system', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const info = res.json();
    expect(info).toMatchObject({
      version: t.config.appVersion,
      store: { kind: testStoreKind() },
      realtime: { broker: 'memory', nodes: 1, connections: 0 },
      delivery: { mail: false, sms: false },
    });
    expect(info.outbox.mail.pending).toBeGreaterThanOrEqual(1);
    expect(info.outbox.mail.failed).toBe(1);
    expect(info.outbox.sms).toEqual({ pending: 2, failed: 0, held: 0, sent: 1 });
    expect(info.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(Date.parse(info.startedAt)).not.toBeNaN();
  });

  it("answers 403 to a group's Admin role", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/system',
      headers: chapterAdmin.headers,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /api/admin/outbox/{id}/retry', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.app, { isAdmin: true, groupId: null });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('puts a failed message back in the queue, audited; a pending one answers 409, an unknown one 404', async () => {
    const [failed] = await t.store.db
      .insert(outbox)
      .values({
        kind: 'sms',
        payload: { to: '+15550000009', body: 'Hi' },
        status: 'failed',
        attempts: 8,
        lastError: 'x',
      })
      .returning();
    const retry = (id: number | string) =>
      t.app.inject({ method: 'POST', url: `/api/admin/outbox/${id}/retry`, headers: admin.headers });
    const res = await retry(failed?.id ?? 0);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
    expect((await retry(failed?.id ?? 0)).statusCode).toBe(409);
    expect((await retry(999_999)).statusCode).toBe(404);
    expect((await retry('abc')).statusCode).toBe(400);
  });
});
