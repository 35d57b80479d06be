import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { memberships } from '../../db/schema/memberships';
import { outbox } from '../../db/schema/outbox';
import { roles } from '../../db/schema/roles';
import { smsOptOuts, smsRecipients } from '../../db/schema/sms';
import { users } from '../../db/schema/users';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';

type Cast = {
  president: TestUser;
  secretary: TestUser;
  alice: TestUser;
  bob: TestUser;
  carol: TestUser;
  dan: TestUser;
};

/** A group with a president, a secretary and four members: Alice and Bob with phones, Carol none, Dan opted out. */
async function castIn(t: TestApp, prefix: string): Promise<{ groupId: number; cast: Cast }> {
  const groupId = (await createGroup(t.app, { capacity: 1000 })).id;
  const make = (name: string, role: 'President' | 'Secretary Treasurer' | 'Member', phone: string | null) =>
    createUser(t.app, { groupId, role, name: `${prefix} ${name}` }).then(async (u) => {
      await t.store.db.update(users).set({ phone }).where(eq(users.id, u.id));
      return u;
    });
  const dPhone = `+1555${prefix.length}000${Math.floor(Math.random() * 900 + 100)}`;
  const cast: Cast = {
    president: await make('Paula', 'President', `+1555${Math.floor(Math.random() * 9_000_000 + 1_000_000)}`),
    secretary: await make('Sam', 'Secretary Treasurer', null),
    alice: await make('Alice', 'Member', `+1555${Math.floor(Math.random() * 9_000_000 + 1_000_000)}`),
    bob: await make('Bob', 'Member', `+1555${Math.floor(Math.random() * 9_000_000 + 1_000_000)}`),
    carol: await make('Carol', 'Member', null),
    dan: await make('Dan', 'Member', dPhone),
  };
  await t.store.db.insert(smsOptOuts).values({ phone: dPhone });
  return { groupId, cast };
}

describe('text messages to members (docs/architecture.md 14.5)', () => {
  let t: TestApp;
  let groupId: number;
  let c: Cast;
  let member: TestUser;
  let outsider: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    ({ groupId, cast: c } = await castIn(t, 'Sms'));
    member = c.alice;
    const other = await createGroup(t.app);
    outsider = await createUser(t.app, { groupId: other.id, role: 'President' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (user: TestUser, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: user.headers, payload });

  it('previews the segments, who gets it and who is skipped and why', async () => {
    const res = await post(c.president, '/api/admin/sms/preview', {
      to: { roles: ['Member'] },
      body: 'Breakfast at 7 👋',
    });
    expect(res.statusCode).toBe(200);
    const preview = res.json();
    expect(preview.segments).toMatchObject({ encoding: 'UCS-2', segments: 1 });
    expect(preview.recipients.map((r: { name: string }) => r.name)).toEqual(['Sms Alice', 'Sms Bob']);
    expect(preview.skipped).toEqual([
      { userId: c.carol.id, name: 'Sms Carol', reason: 'no_phone' },
      { userId: c.dan.id, name: 'Sms Dan', reason: 'opted_out' },
    ]);
    expect(preview.totalSegments).toBe(2);
    expect(preview.daily).toEqual({ limit: 2000, usedToday: 0 });
  });

  it('queues one outbox row and one recipient row per recipient, audited, and lists the history', async () => {
    const body = `${'a'.repeat(151)} {curly}`; // 161 septets: the braces count 2 each
    const res = await post(c.secretary, '/api/admin/sms', { to: { roles: ['Member'] }, body });
    expect(res.statusCode).toBe(201);
    const sent = res.json();
    expect(sent).toMatchObject({ encoding: 'GSM-7', segments: 2, recipientCount: 2, counts: { queued: 2 } });
    expect(sent.skipped.map((s: { reason: string }) => s.reason)).toEqual(['no_phone', 'opted_out']);
    const rows = await t.store.db.select().from(smsRecipients).where(eq(smsRecipients.messageId, sent.id));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const [queued] = await t.store.db
        .select()
        .from(outbox)
        .where(eq(outbox.id, row.outboxId ?? 0));
      expect(queued).toMatchObject({ kind: 'sms', status: 'pending', payload: { to: row.phone, body } });
    }
    const audit = await t.store.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sms.sent'), eq(auditLog.targetId, String(sent.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: c.secretary.id, groupId });

    const history = await t.app.inject({
      method: 'GET',
      url: '/api/admin/sms',
      headers: c.president.headers,
    });
    expect(history.statusCode).toBe(200);
    expect(history.json().items[0]).toMatchObject({ id: sent.id, recipientCount: 2 });
    expect(history.json().items[0].recipients.map((r: { status: string }) => r.status)).toEqual([
      'queued',
      'queued',
    ]);
    expect(history.json().daily.usedToday).toBe(4);
  });

  it('lists the members who answered STOP', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/sms/opt-outs',
      headers: c.president.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      {
        userId: c.dan.id,
        name: 'Sms Dan',
        phone: expect.stringMatching(/^\+1555/),
        optedOutAt: expect.any(String),
      },
    ]);
    const denied = await t.app.inject({
      method: 'GET',
      url: '/api/admin/sms/opt-outs',
      headers: member.headers,
    });
    expect(denied.statusCode).toBe(403);
  });

  it('sends to chosen members and to everyone', async () => {
    const chosen = await post(c.president, '/api/admin/sms', { to: { userIds: [c.bob.id] }, body: 'Hi Bob' });
    expect(chosen.json().recipients.map((r: { userId: number }) => r.userId)).toEqual([c.bob.id]);
    const all = await post(c.president, '/api/admin/sms', { to: { all: true }, body: 'Hi all' });
    expect(all.json().recipientCount).toBe(3);
    expect(all.json().skipped).toHaveLength(3);
  });

  it('refuses members of another group (404), nobody reachable and bad input (400), others 403', async () => {
    expect(
      (await post(c.president, '/api/admin/sms', { to: { userIds: [outsider.id] }, body: 'x' })).statusCode,
    ).toBe(404);
    const nobody = await post(c.president, '/api/admin/sms', { to: { userIds: [c.carol.id] }, body: 'x' });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().details[0].field).toBe('to');
    for (const payload of [
      { to: {}, body: 'x' },
      { to: { all: true }, body: '' },
      { to: { all: true }, body: 'x'.repeat(1601) },
      { to: { all: true }, body: 'a\u0000' },
      { to: { roles: ['Wizard'] }, body: 'x' },
      { to: { userIds: ['one'] }, body: 'x' },
      { to: { userIds: [0] }, body: 'x' },
    ]) {
      const res = await post(c.president, '/api/admin/sms', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().type).toBe('VALIDATION_ERROR');
    }
    expect((await post(member, '/api/admin/sms', { to: { all: true }, body: 'x' })).statusCode).toBe(403);
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/admin/sms?groupId=${groupId}`,
      headers: outsider.headers,
    });
    expect(peek.statusCode).toBe(404);
  });

  it('refuses more than 500 recipients before queueing anything', async () => {
    const [role] = await t.store.db.select().from(roles).where(eq(roles.name, 'Member'));
    const made = await t.store.db
      .insert(users)
      .values(
        Array.from({ length: 501 }, (_, i) => ({
          email: `bulk-${i}@example.com`,
          name: `Bulk ${i}`,
          passwordHash: 'x',
          phone: `+1444${String(i).padStart(7, '0')}`,
        })),
      )
      .returning({ id: users.id });
    await t.store.db
      .insert(memberships)
      .values(made.map((u) => ({ userId: u.id, groupId, roleId: role?.id ?? 0, status: 'active' as const })));
    const before = (await t.store.db.select().from(outbox)).length;
    const res = await post(c.president, '/api/admin/sms', { to: { roles: ['Member'] }, body: 'Hello' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toMatchObject({ field: 'to' });
    expect((await t.store.db.select().from(outbox)).length).toBe(before);
  });
});

describe('the daily SMS allowance (SMS_DAILY_SEGMENTS)', () => {
  let t: TestApp;
  let c: Cast;

  beforeAll(async () => {
    t = await buildTestApp({ SMS_DAILY_SEGMENTS: '5' });
    ({ cast: c } = await castIn(t, 'Limit'));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a message over what is left today whole, with 429 SMS_DAILY_LIMIT, before anything is queued', async () => {
    const send = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/sms',
        headers: c.president.headers,
        payload: { to: { roles: ['Member'] }, body },
      });
    expect((await send('a'.repeat(161))).statusCode).toBe(201); // 2 segments x 2 recipients = 4
    const before = (await t.store.db.select().from(outbox)).length;
    const refused = await send('one more');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ type: 'SMS_DAILY_LIMIT' });
    expect(refused.json().retryAfter).toBeGreaterThan(0);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await t.store.db.select().from(outbox)).length).toBe(before);
    expect((await t.store.db.select().from(smsRecipients)).length).toBe(2);
  });
});
