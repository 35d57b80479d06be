import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/outbox';
import { visitorInvitations } from '../../db/schema/visitors';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { daysFromNow, meetingAt } from '../meetings/meetings.testing';
import { twoBusinessDaysBefore, VISITOR_REMINDER_JOB } from './visitors.reminder';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

describe('visitors: invitations, answers, attended credit, reminders', () => {
  let t: TestApp;
  let member: TestUser;
  let peer: TestUser;
  let secretary: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    member = await createUser(t.app, { role: 'Member' });
    peer = await createUser(t.app, { role: 'Member' });
    secretary = await createUser(t.app, { role: 'Secretary Treasurer' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const mails = async (to: string): Promise<Mail[]> =>
    (await t.store.db.select().from(outbox).orderBy(outbox.id))
      .map((r) => r.payload as Mail)
      .filter((m) => m.to === to);
  const linkIn = (mail: Mail | undefined, action: 'accept' | 'decline') => {
    const match = new RegExp(
      `http://chapter\\.test(/api/visitors/respond\\?token=[^\\s&]+&action=${action})`,
    ).exec(mail?.text ?? '');
    return match?.[1] ?? '';
  };
  const invite = (user: TestUser, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/visitors', headers: user.headers, payload });
  const listOf = async (user: TestUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/visitors', headers: user.headers })).json();

  it('invites through the mailed link to accepted (inviter told by mail), then attended credit', async () => {
    const meeting = await meetingAt(t.app, daysFromNow(1));
    const res = await invite(member, {
      name: 'Vera Visitor',
      email: 'Vera@Example.com',
      company: 'Acme',
      meetingId: meeting.id,
    });
    expect(res.statusCode).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({
      name: 'Vera Visitor',
      email: 'vera@example.com',
      company: 'Acme',
      status: 'pending',
      meeting: { id: meeting.id },
      inviter: { id: member.id },
      expiresAt: meeting.endsAt.toISOString(),
    });
    const [invitation] = await mails('vera@example.com');
    expect(invitation?.subject).toContain('invites you');
    const accept = linkIn(invitation, 'accept');
    expect(linkIn(invitation, 'decline')).not.toBe('');

    const answered = await t.app.inject({ method: 'GET', url: accept });
    expect(answered.statusCode).toBe(302);
    expect(answered.headers.location).toBe('/visitor/response?action=accept&alreadyProcessed=false');
    // Accepting still mails the visitor a temporary password; the inviter hears of it by mail.
    expect((await mails('vera@example.com')).some((m) => /temporary password/i.test(m.text))).toBe(true);
    expect(
      (await mails(member.email)).some((m) => m.subject === 'Vera Visitor accepted your invitation'),
    ).toBe(true);
    expect((await listOf(member)).items.find((v: { id: number }) => v.id === item.id).status).toBe(
      'accepted',
    );
    // Not another member's to see; leadership with manage_meetings sees the group's.
    expect((await listOf(peer)).items.some((v: { id: number }) => v.id === item.id)).toBe(false);
    expect((await listOf(secretary)).items.some((v: { id: number }) => v.id === item.id)).toBe(true);

    const early = await t.app.inject({
      method: 'PUT',
      url: `/api/visitors/${item.id}/attended`,
      headers: secretary.headers,
      payload: { attended: true },
    });
    expect(early.statusCode).toBe(409);
    const past = await meetingAt(t.app, daysFromNow(-1));
    await t.store.db
      .update(visitorInvitations)
      .set({ meetingId: past.id })
      .where(eq(visitorInvitations.id, item.id));
    const marked = await t.app.inject({
      method: 'PUT',
      url: `/api/visitors/${item.id}/attended`,
      headers: secretary.headers,
      payload: { attended: true },
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ status: 'attended', attendedAt: expect.any(String) });
    const sheet = await t.app.inject({
      method: 'GET',
      url: `/api/meetings/${past.id}/attendance`,
      headers: secretary.headers,
    });
    expect(sheet.json().visitors).toEqual([
      expect.objectContaining({
        id: item.id,
        status: 'attended',
        invitedBy: { id: member.id, name: member.name },
      }),
    ]);
    const denied = await t.app.inject({
      method: 'PUT',
      url: `/api/visitors/${item.id}/attended`,
      headers: member.headers,
      payload: { attended: false },
    });
    expect(denied.statusCode).toBe(403);
  });

  it('answers 409 for the same address twice to one meeting, 400 for a bad address (nothing stored)', async () => {
    const meeting = await meetingAt(t.app, daysFromNow(4));
    expect(
      (await invite(member, { name: 'Dup', email: 'dup@example.com', meetingId: meeting.id })).statusCode,
    ).toBe(201);
    const again = await invite(peer, { name: 'Dup', email: 'DUP@example.com ', meetingId: meeting.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().type).toBe('CONFLICT');
    const before = (await t.store.db.select().from(visitorInvitations)).length;
    for (const payload of [
      { name: 'Bad', email: 'not-an-address', meetingId: meeting.id },
      { name: 'Bad', email: 'a@b', meetingId: meeting.id },
      { name: '', email: 'ok@example.com' },
      { name: 'Nul\u0000', email: 'ok@example.com' },
      { name: 'Big id', email: 'ok@example.com', meetingId: 2 ** 31 },
      { name: 'Extra', email: 'ok@example.com', role: 'Admin' },
    ]) {
      const res = await invite(member, payload);
      expect(`${JSON.stringify(payload)} ${res.statusCode}`).toBe(`${JSON.stringify(payload)} 400`);
    }
    expect((await t.store.db.select().from(visitorInvitations)).length).toBe(before);
    const visitorRole = await createUser(t.app, { role: 'Visitor' });
    expect((await invite(visitorRole, { name: 'X', email: 'x@example.com' })).statusCode).toBe(403);
  });

  it('resends with fresh links (the old ones stop working) and cancels', async () => {
    const res = await invite(member, { name: 'Re Send', email: 'resend@example.com' });
    const id = res.json().id;
    const oldLink = linkIn((await mails('resend@example.com'))[0], 'accept');
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/visitors/${id}/resend`, headers: peer.headers }))
        .statusCode,
    ).toBe(404);
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/visitors/${id}/resend`,
      headers: member.headers,
    });
    expect(resent.statusCode).toBe(200);
    const newLink = linkIn((await mails('resend@example.com'))[1], 'decline');
    expect((await t.app.inject({ method: 'GET', url: oldLink })).headers.location).toContain(
      'alreadyProcessed=true',
    );
    expect((await t.app.inject({ method: 'GET', url: newLink })).headers.location).toBe(
      '/visitor/response?action=decline&alreadyProcessed=false',
    );
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/visitors/${id}/resend`, headers: member.headers }))
        .statusCode,
    ).toBe(409);
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/visitors/${id}`,
      headers: member.headers,
    });
    expect(cancelled.statusCode).toBe(204);
    expect((await listOf(member)).items.some((v: { id: number }) => v.id === id)).toBe(false);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/visitors/${id}`, headers: member.headers }))
        .statusCode,
    ).toBe(404);
  });

  it('reminds accepted visitors once, 2 business days before the meeting', async () => {
    expect(twoBusinessDaysBefore('2026-12-03')).toBe('2026-12-01');
    expect(twoBusinessDaysBefore('2026-11-30')).toBe('2026-11-26');
    expect(twoBusinessDaysBefore('2026-12-01')).toBe('2026-11-27');
    // A Thursday meeting at 07:00 UTC: the reminder goes on Tuesday, not on Monday.
    const meeting = await meetingAt(t.app, '2031-12-04T07:00:00Z');
    const res = await invite(member, { name: 'Remi', email: 'remi@example.com', meetingId: meeting.id });
    await t.store.db
      .update(visitorInvitations)
      .set({ status: 'accepted', processedAt: new Date() })
      .where(eq(visitorInvitations.id, res.json().id));
    const reminders = async () =>
      (await mails('remi@example.com')).filter((m) => m.subject.startsWith('Reminder'));
    await t.app.dailyJobs.runNow(VISITOR_REMINDER_JOB, new Date('2031-12-01T12:00:00Z'));
    expect(await reminders()).toHaveLength(0);
    await t.app.dailyJobs.runNow(VISITOR_REMINDER_JOB, new Date('2031-12-02T06:00:00Z'));
    await t.app.dailyJobs.runNow(VISITOR_REMINDER_JOB, new Date('2031-12-03T06:00:00Z'));
    expect(await reminders()).toHaveLength(1);
  });
});
