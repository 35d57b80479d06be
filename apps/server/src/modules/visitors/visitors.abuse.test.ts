import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorInvitations } from '../../db/schema/visitors';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { DAY, daysFromNow, meetingAt } from '../meetings/meetings.testing';

/** docs/architecture.md 15.8: an address is not invited again and again, and names in mails hold no links. */
describe('visitor invitations: repeated addresses and links in names', () => {
  let t: TestApp;
  let member: TestUser;
  let peer: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    member = await createUser(t.app, { role: 'Member' });
    peer = await createUser(t.app, { role: 'Member' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const invite = (user: TestUser, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/visitors', headers: user.headers, payload });
  const stored = async (email: string) =>
    (await t.store.db.select().from(visitorInvitations)).filter((r) => r.email === email).length;

  it('answers 409 for an address the group invited without a meeting in the last 14 days', async () => {
    expect((await invite(member, { name: 'Ann', email: 'ann@example.com' })).statusCode).toBe(201);
    for (const [who, email] of [
      [member, 'ann@example.com'],
      [peer, 'ANN@example.com'],
    ] as const) {
      const again = await invite(who, { name: 'Ann', email });
      expect(again.statusCode).toBe(409);
      expect(again.json().type).toBe('CONFLICT');
    }
    expect(await stored('ann@example.com')).toBe(1);

    // Another group may invite the address; and to a meeting, the per-meeting rule applies instead.
    const otherGroup = await createGroup(t.app);
    const outsider = await createUser(t.app, { role: 'Member', groupId: otherGroup.id });
    expect((await invite(outsider, { name: 'Ann', email: 'ann@example.com' })).statusCode).toBe(201);
    const meeting = await meetingAt(t.app, daysFromNow(3));
    expect(
      (await invite(member, { name: 'Ann', email: 'ann@example.com', meetingId: meeting.id })).statusCode,
    ).toBe(201);
  });

  it('invites the address again once 14 days have passed or the earlier invitation was withdrawn', async () => {
    expect((await invite(member, { name: 'Bo', email: 'bo@example.com' })).statusCode).toBe(201);
    await t.store.db
      .update(visitorInvitations)
      .set({ createdAt: new Date(Date.now() - 14 * DAY - 60_000) })
      .where(eq(visitorInvitations.email, 'bo@example.com'));
    expect((await invite(member, { name: 'Bo', email: 'bo@example.com' })).statusCode).toBe(201);

    const cy = await invite(member, { name: 'Cy', email: 'cy@example.com' });
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/visitors/${cy.json().id}`,
          headers: member.headers,
        })
      ).statusCode,
    ).toBe(204);
    expect((await invite(member, { name: 'Cy', email: 'cy@example.com' })).statusCode).toBe(201);
  });

  it('lets only one of two simultaneous invitations of an address through', async () => {
    const answers = await Promise.all([
      invite(member, { name: 'Di', email: 'di@example.com' }),
      invite(peer, { name: 'Di', email: 'di@example.com' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await stored('di@example.com')).toBe(1);
  });

  it.each(['Visit https://spam.example', 'ftp://files', 'see WWW.example.com', 'www.', 'Mallory hxxp://x'])(
    'refuses a name holding a link (%s) with 400 on name, storing and mailing nothing',
    async (name) => {
      const before = (await t.store.db.execute<{ n: number }>(sql`select count(*)::int as n from outbox`))
        .rows[0]?.n;
      const res = await invite(member, { name, email: 'linky@example.com' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ type: 'VALIDATION_ERROR', details: [{ field: 'name' }] });
      expect(await stored('linky@example.com')).toBe(0);
      const after = (await t.store.db.execute<{ n: number }>(sql`select count(*)::int as n from outbox`))
        .rows[0]?.n;
      expect(after).toBe(before);
    },
  );

  it('accepts names with dots, slashes or colons that are not links', async () => {
    for (const [i, name] of ['Dr. J. Smith', 'A/B Consulting', 'Re: Ann', 'Www Oakley'].entries()) {
      expect((await invite(member, { name, email: `plain-${i}@example.com` })).statusCode).toBe(201);
    }
  });
});
