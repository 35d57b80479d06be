import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/outbox';
import { smsRecipients } from '../../db/schema/sms';
import { users } from '../../db/schema/users';
import { drainOutbox } from '../../jobs/outbox-worker';
import { drainSmsOutbox } from '../../jobs/sms-worker';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { createTwilioTransport } from './sms.twilio';

const SID = `AC${'1'.repeat(32)}`;
const TOKEN = 'twilio-test-auth-token';
const FROM = '+15005550006';

interface Seen {
  path: string;
  authorization: string | undefined;
  form: URLSearchParams;
}

/** A local stand-in of Twilio's REST API: Messages.json answers a message, or 400 for "+1999..." numbers. */
function startTwilioStandIn(): Promise<{ server: Server; url: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8');
      });
      req.on('end', () => resolve(body));
    });
  const server = createServer(async (req, res) => {
    const form = new URLSearchParams(await read(req));
    seen.push({ path: req.url ?? '', authorization: req.headers.authorization, form });
    res.setHeader('content-type', 'application/json');
    if (form.get('To')?.startsWith('+1999')) {
      res.statusCode = 400;
      res.end(
        JSON.stringify({ code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 }),
      );
      return;
    }
    res.statusCode = 201;
    res.end(
      JSON.stringify({
        sid: `SM${String(seen.length).padStart(32, '0')}`,
        status: 'queued',
        to: form.get('To'),
        from: form.get('From'),
        body: form.get('Body'),
        account_sid: SID,
      }),
    );
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}`, seen });
    });
  });
}

describe('the SMS worker and the Twilio adapter (official package against a local stand-in)', () => {
  let t: TestApp;
  let standIn: Awaited<ReturnType<typeof startTwilioStandIn>>;
  let president: TestUser;
  let groupId: number;

  beforeAll(async () => {
    t = await buildTestApp({ TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM: FROM });
    standIn = await startTwilioStandIn();
    groupId = (await createGroup(t.app)).id;
    president = await createUser(t.app, { groupId, role: 'President' });
    for (const [name, phone] of [
      ['Ann', '+15551230001'],
      ['Ben', '+19995550000'],
    ] as const) {
      const u = await createUser(t.app, { groupId, name });
      await t.store.db.update(users).set({ phone }).where(eq(users.id, u.id));
    }
  });
  afterEach(() => {
    standIn.seen.length = 0;
  });
  afterAll(async () => {
    await t?.close();
    standIn?.server.close();
  });

  const transport = () =>
    createTwilioTransport(
      { accountSid: SID, authToken: TOKEN, from: FROM },
      { statusCallback: 'http://chapter.test/api/sms/twilio/status', apiBaseUrl: standIn.url },
    );

  it('sends each queued text with the status callback, records the SID, and fails a refused number after retries', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sms',
      headers: president.headers,
      payload: { to: { roles: ['Member'] }, body: 'Zoë: breakfast moved to 7:00' },
    });
    expect(res.statusCode).toBe(201);
    const messageId = res.json().id as number;

    // The mail worker leaves texts alone.
    await drainOutbox(t.store.db, { transport: { send: async () => undefined, close: () => undefined } });
    expect(
      (await t.store.db.select().from(outbox).where(eq(outbox.kind, 'sms'))).map((r) => r.status),
    ).toEqual(['pending', 'pending']);

    // No backoff: the refused number is tried again at once and fails for good on its second attempt.
    const drained = await drainSmsOutbox(t.store.db, {
      transport: transport(),
      backoff: () => 0,
      maxAttempts: 2,
    });
    expect(drained).toEqual({ sent: 1, retried: 1, failed: 1 });
    expect(standIn.seen.filter((s) => s.form.get('To') === '+19995550000')).toHaveLength(2);
    const accepted = standIn.seen.find((s) => s.form.get('To') === '+15551230001');
    expect(accepted?.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(accepted?.authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`);
    expect(Object.fromEntries(accepted?.form ?? [])).toMatchObject({
      To: '+15551230001',
      From: FROM,
      Body: 'Zoë: breakfast moved to 7:00',
      StatusCallback: 'http://chapter.test/api/sms/twilio/status',
    });

    expect(await drainSmsOutbox(t.store.db, { transport: transport() })).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });

    const rows = await t.store.db.select().from(smsRecipients).where(eq(smsRecipients.messageId, messageId));
    const byPhone = Object.fromEntries(rows.map((r) => [r.phone, r]));
    expect(byPhone['+15551230001']).toMatchObject({
      status: 'sent',
      providerSid: expect.stringMatching(/^SM/),
    });
    expect(byPhone['+19995550000']).toMatchObject({ status: 'failed', providerSid: null });
    expect(byPhone['+19995550000']?.error).toMatch(/not a valid phone number/);
    const rowsOut = await t.store.db.select().from(outbox).where(eq(outbox.kind, 'sms'));
    expect(rowsOut.map((r) => r.status).sort()).toEqual(['failed', 'sent']);
  });
});
