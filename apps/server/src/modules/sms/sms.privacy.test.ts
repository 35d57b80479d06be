import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOptOuts } from '../../db/schema/sms';
import { users } from '../../db/schema/users';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';

const HIDDEN_PHONE = '+12125550142';
const OPTED_OUT_PHONE = '+12125550143';

/**
 * docs/architecture.md 15.6 in the text-message screens: a member who turned "show phone" off
 * still gets the text, but a sender without manage_members (a Secretary Treasurer) sees them
 * listed without the number, in the preview, the sent message's recipients and the opt-outs.
 */
describe('text messages keep the privacy of phone numbers', () => {
  let t: TestApp;
  let president: TestUser;
  let secretary: TestUser;
  let hidden: TestUser;
  let optedOut: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    const groupId = (await createGroup(t.app, { capacity: 100 })).id;
    president = await createUser(t.app, { groupId, role: 'President' });
    secretary = await createUser(t.app, { groupId, role: 'Secretary Treasurer' });
    hidden = await createUser(t.app, { groupId, name: 'Hana Hidden' });
    optedOut = await createUser(t.app, { groupId, name: 'Otto Out' });
    await t.store.db.update(users).set({ phone: HIDDEN_PHONE }).where(eq(users.id, hidden.id));
    await t.store.db.update(users).set({ phone: OPTED_OUT_PHONE }).where(eq(users.id, optedOut.id));
    await t.store.db.insert(smsOptOuts).values({ phone: OPTED_OUT_PHONE });
    for (const who of [hidden, optedOut]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: who.headers,
        payload: { category: 'privacy', setting: 'showPhone', value: false },
      });
      expect(res.statusCode).toBe(200);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const to = () => ({ userIds: [hidden.id] });

  it.each([
    ['a Secretary Treasurer (send_sms without manage_members)', () => secretary, false],
    ['the President (manage_members)', () => president, true],
  ])('%s: preview, sent message and list', async (_name, who, seesPhone) => {
    const viewer = who();
    const expected = seesPhone ? HIDDEN_PHONE : null;
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sms/preview',
      headers: viewer.headers,
      payload: { to: to(), body: 'Meeting moved to 7:30' },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().recipients).toEqual([{ userId: hidden.id, name: 'Hana Hidden', phone: expected }]);

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sms',
      headers: viewer.headers,
      payload: { to: to(), body: 'Meeting moved to 7:30' },
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().recipients[0].phone).toBe(expected);

    const list = await t.app.inject({ method: 'GET', url: '/api/admin/sms', headers: viewer.headers });
    expect(list.statusCode).toBe(200);
    for (const message of list.json().items) {
      expect(message.recipients.map((r: { phone: string | null }) => r.phone)).toEqual([expected]);
    }
    if (!seesPhone) {
      expect(preview.body + sent.body + list.body).not.toContain(HIDDEN_PHONE);
    }
  });

  it('lists an opted-out member without the hidden number to a sender without manage_members', async () => {
    const secretaryView = await t.app.inject({
      method: 'GET',
      url: '/api/admin/sms/opt-outs',
      headers: secretary.headers,
    });
    expect(secretaryView.statusCode).toBe(200);
    expect(secretaryView.json().items).toEqual([
      expect.objectContaining({ userId: optedOut.id, phone: null }),
    ]);
    const presidentView = await t.app.inject({
      method: 'GET',
      url: '/api/admin/sms/opt-outs',
      headers: president.headers,
    });
    expect(presidentView.json().items).toEqual([
      expect.objectContaining({ userId: optedOut.id, phone: OPTED_OUT_PHONE }),
    ]);
  });
});
