import { eq } from 'drizzle-orm';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsMessages, smsOptOuts, smsRecipients } from '../../db/schema/sms';
import { buildTestApp, type TestApp } from '../../testing/test-app';

const TOKEN = 'webhook-test-auth-token';
const PUBLIC_URL = 'http://chapter.test';

describe("Twilio's webhooks (signature checked)", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({
      TWILIO_ACCOUNT_SID: `AC${'2'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_FROM: '+15005550006',
    });
    const [message] = await t.store.db
      .insert(smsMessages)
      .values({ groupId: 1, body: 'Hi', encoding: 'GSM-7', segments: 1, recipientCount: 1 })
      .returning();
    await t.store.db.insert(smsRecipients).values({
      messageId: message?.id ?? 0,
      phone: '+15551110000',
      status: 'sent',
      providerSid: 'SM-hook-1',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A form post as Twilio makes it; signed with the official helper unless told otherwise. */
  const call = (path: string, params: Record<string, string>, signature?: string | null) => {
    const sig =
      signature === undefined
        ? twilio.getExpectedTwilioSignature(TOKEN, `${PUBLIC_URL}${path}`, params)
        : signature;
    return t.app.inject({
      method: 'POST',
      url: path,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(sig === null ? {} : { 'x-twilio-signature': sig }),
      },
      payload: new URLSearchParams(params).toString(),
    });
  };
  const recipient = async () =>
    (await t.store.db.select().from(smsRecipients).where(eq(smsRecipients.providerSid, 'SM-hook-1')))[0];
  const optedOut = async (phone: string) =>
    (await t.store.db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, phone))).length === 1;

  it('refuses unsigned, wrongly signed and tampered calls with 403 and changes nothing', async () => {
    const params = { MessageSid: 'SM-hook-1', MessageStatus: 'delivered' };
    expect((await call('/api/sms/twilio/status', params, null)).statusCode).toBe(403);
    expect((await call('/api/sms/twilio/status', params, 'bm90IGEgc2lnbmF0dXJl')).statusCode).toBe(403);
    const forged = twilio.getExpectedTwilioSignature(
      'another-token',
      `${PUBLIC_URL}/api/sms/twilio/status`,
      params,
    );
    expect((await call('/api/sms/twilio/status', params, forged)).statusCode).toBe(403);
    const signedOther = twilio.getExpectedTwilioSignature(TOKEN, `${PUBLIC_URL}/api/sms/twilio/status`, {
      ...params,
      MessageStatus: 'sent',
    });
    expect((await call('/api/sms/twilio/status', params, signedOther)).statusCode).toBe(403);
    expect((await recipient())?.status).toBe('sent');
    const stop = { From: '+15552220000', Body: 'STOP' };
    expect((await call('/api/sms/twilio/inbound', stop, null)).statusCode).toBe(403);
    expect(await optedOut('+15552220000')).toBe(false);
  });

  it('moves a recipient to delivered or failed, never back', async () => {
    const delivered = await call('/api/sms/twilio/status', {
      MessageSid: 'SM-hook-1',
      MessageStatus: 'delivered',
    });
    expect(delivered.statusCode).toBe(204);
    expect((await recipient())?.status).toBe('delivered');
    await call('/api/sms/twilio/status', { MessageSid: 'SM-hook-1', MessageStatus: 'sent' });
    expect((await recipient())?.status).toBe('delivered');
    expect(
      (await call('/api/sms/twilio/status', { MessageSid: 'SM-unknown', MessageStatus: 'failed' }))
        .statusCode,
    ).toBe(204);
  });

  it('records STOP (and synonyms) as an opt-out and START as its end', async () => {
    const phone = '+15553330000';
    const stop = await call('/api/sms/twilio/inbound', { From: phone, Body: ' stop ' });
    expect(stop.statusCode).toBe(200);
    expect(stop.headers['content-type']).toMatch(/^text\/xml/);
    expect(await optedOut(phone)).toBe(true);
    await call('/api/sms/twilio/inbound', { From: phone, Body: 'UNSUBSCRIBE' });
    expect(await optedOut(phone)).toBe(true);
    await call('/api/sms/twilio/inbound', { From: phone, Body: 'Start' });
    expect(await optedOut(phone)).toBe(false);
    await call('/api/sms/twilio/inbound', { From: phone, Body: 'please stop by later' });
    expect(await optedOut(phone)).toBe(false);
  });
});

describe("Twilio's webhooks without TWILIO_* set", () => {
  it('answers 403: nothing can be checked', async () => {
    const t = await buildTestApp();
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/sms/twilio/inbound',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': 'x' },
        payload: 'From=%2B15550000000&Body=STOP',
      });
      expect(res.statusCode).toBe(403);
    } finally {
      await t.close();
    }
  });
});
