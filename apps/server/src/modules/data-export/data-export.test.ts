import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../db/schema/activities';
import { attendance, meetings, rsvps } from '../../db/schema/meetings';
import { users } from '../../db/schema/users';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { seedConversation, sendOk } from '../inbox/inbox.testing';
import { MESSAGE_PAGE } from './data-export.service';

let t: TestApp;
let me: TestUser;
let peer: TestUser;
let third: TestUser;

async function exportOf(user: TestUser) {
  const res = await t.app.inject({ method: 'GET', url: '/api/me/export', headers: user.headers });
  return { res, doc: res.statusCode === 200 ? (JSON.parse(res.body) as Record<string, unknown>) : null };
}

beforeAll(async () => {
  t = await buildTestApp();
  me = await createUser(t.app, { name: 'Export Owner', companyName: 'Owner Plumbing' });
  peer = await createUser(t.app, { name: 'Peer Person', email: 'peer.private@example.com' });
  third = await createUser(t.app, { name: 'Third Member' });
  await t.store.db.update(users).set({ phone: '+447700900123' }).where(eq(users.id, peer.id));
  await t.store.db.update(users).set({ phone: '+447700900999' }).where(eq(users.id, me.id));

  await sendOk(t.app, me, peer, 'hello from the owner');
  await sendOk(t.app, peer, me, 'reply from the peer');
  // A conversation the owner is not part of: none of it may appear in the owner's export.
  await sendOk(t.app, peer, third, 'secret between peer and third');

  const groupId = me.groupId ?? 1;
  await t.store.db.insert(activities).values([
    {
      groupId,
      kind: 'referral',
      giverId: me.id,
      receiverId: peer.id,
      status: 'pending',
      contactName: 'Ann Lead',
    },
    {
      groupId,
      kind: 'closed_business',
      giverId: peer.id,
      receiverId: me.id,
      status: 'approved',
      amount: '1234.50',
      currency: 'EUR',
    },
    {
      groupId,
      kind: 'testimonial',
      giverId: peer.id,
      receiverId: third.id,
      status: 'recorded',
      content: 'x'.repeat(30),
    },
  ]);
  const [meeting] = await t.store.db
    .insert(meetings)
    .values({
      groupId,
      title: 'Weekly meeting',
      startsAt: new Date('2026-01-07T07:00:00Z'),
      endsAt: new Date('2026-01-07T08:30:00Z'),
    })
    .returning();
  if (!meeting) {
    throw new Error('no meeting');
  }
  await t.store.db.insert(attendance).values({ meetingId: meeting.id, userId: me.id, status: 'late' });
  await t.store.db.insert(rsvps).values({ meetingId: meeting.id, userId: me.id, status: 'attending' });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/me/export', () => {
  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me/export' });
    expect(res.statusCode).toBe(401);
  });

  it('downloads one JSON document with my profile, slips, attendance, RSVPs and conversations', async () => {
    const { res, doc } = await exportOf(me);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="my-chapter-data.json"');
    expect(doc?.account).toMatchObject({
      id: me.id,
      email: me.email,
      companyName: 'Owner Plumbing',
      phone: '+447700900999',
    });
    expect(JSON.stringify(doc?.account)).not.toMatch(/password_hash|passwordHash|argon2/);
    expect(doc?.slipsGiven).toEqual([
      expect.objectContaining({ kind: 'referral', otherMemberName: 'Peer Person' }),
    ]);
    expect(doc?.slipsReceived).toEqual([
      expect.objectContaining({
        kind: 'closed_business',
        amount: '1234.50',
        currency: 'EUR',
        otherMemberId: peer.id,
      }),
    ]);
    expect(doc?.attendance).toEqual([
      expect.objectContaining({ status: 'late', startsAt: '2026-01-07T07:00:00.000Z' }),
    ]);
    expect(doc?.rsvps).toEqual([expect.objectContaining({ status: 'attending' })]);
    expect(doc?.conversations).toEqual([expect.objectContaining({ otherMemberName: 'Peer Person' })]);
    expect(doc?.messages).toEqual([
      expect.objectContaining({ content: 'hello from the owner', sentByMe: true }),
      expect.objectContaining({ content: 'reply from the peer', sentByMe: false }),
    ]);
    expect(doc?.memberships).toEqual([expect.objectContaining({ role: 'Member', status: 'active' })]);
  });

  it("never holds another member's private data: their e-mail, phone, or messages with someone else", async () => {
    const { doc } = await exportOf(me);
    const text = JSON.stringify(doc);
    expect(text).not.toContain('peer.private@example.com');
    expect(text).not.toContain('+447700900123');
    expect(text).not.toContain('secret between peer and third');
    expect(text).not.toContain('x'.repeat(30));
  });

  it('streams every message, across pages', async () => {
    const before = ((await exportOf(me)).doc?.messages as unknown[] | undefined)?.length ?? 0;
    const many = MESSAGE_PAGE + 3;
    await seedConversation(t.app, me.id, third.id, many);
    const { doc } = await exportOf(me);
    const messages = doc?.messages as { content: string }[];
    expect(messages).toHaveLength(before + many);
    expect(new Set(messages.map((m) => JSON.stringify(m))).size).toBe(messages.length);
  });
});
