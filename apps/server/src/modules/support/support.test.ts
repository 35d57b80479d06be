import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/outbox';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { SUPPORT_MESSAGE_RATE } from './support.routes';

describe('support contact', () => {
  let t: TestApp;
  let member: TestUser;
  beforeAll(async () => {
    t = await buildTestApp({ SUPPORT_EMAIL: 'help@chapter.test' });
    member = await createUser(t.app, { name: 'Sam Member', email: 'sam@example.com' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('tells anyone where support is (SUPPORT_EMAIL)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/support/contact' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: 'help@chapter.test' });
  });

  it('answers 401 to a message without a token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/support/contact',
      payload: { subject: 'Hi', message: 'Hello' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('mails a member message to support with the member as reply-to', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/support/contact',
      headers: member.headers,
      payload: { subject: 'Cannot find the calendar', message: 'Where is <b>it</b>?' },
      remoteAddress: '10.1.0.1',
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.store.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(row?.kind).toBe('mail');
    expect(row?.payload).toMatchObject({
      to: 'help@chapter.test',
      replyTo: 'sam@example.com',
      subject: 'Support: Cannot find the calendar',
    });
    const payload = row?.payload as { text: string; html: string };
    expect(payload.text).toContain('Sam Member <sam@example.com>');
    expect(payload.html).not.toContain('<b>it</b>');
  });

  it.each([
    [{ subject: '', message: 'Hello' }, 'subject'],
    [{ subject: 'Hi', message: '   ' }, 'message'],
    [{ subject: 'Hi', message: 'x'.repeat(5001) }, 'message'],
  ])('refuses %j with 400', async (payload, field) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/support/contact',
      headers: member.headers,
      payload,
      remoteAddress: '10.1.0.2',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe(field);
  });

  it(`allows ${SUPPORT_MESSAGE_RATE.perUser} messages per member and window, wherever they sit, then 429`, async () => {
    const sender = await createUser(t.app);
    const neighbour = await createUser(t.app);
    const send = (headers: Record<string, string>, i: number, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/support/contact',
        headers,
        payload: { subject: `Question ${i}`, message: 'Hello' },
        remoteAddress,
      });
    const codes: number[] = [];
    for (let i = 0; i <= SUPPORT_MESSAGE_RATE.perUser; i += 1) {
      codes.push((await send(sender.headers, i, '10.1.0.3')).statusCode);
    }
    expect(codes.at(-2)).toBe(200);
    expect(codes.at(-1)).toBe(429);
    expect((await send(sender.headers, 99, '10.1.0.4')).statusCode).toBe(429);
    expect((await send(neighbour.headers, 1, '10.1.0.3')).statusCode).toBe(200);
  });
});
