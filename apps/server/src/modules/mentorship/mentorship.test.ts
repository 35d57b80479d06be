import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/outbox';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';

describe('mentorship: directory, offers and applications', () => {
  let t: TestApp;
  let mentor: TestUser;
  let mentee: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    mentor = await createUser(t.app, { name: 'Maria Mentor', companyName: 'Growth Ltd' });
    mentee = await createUser(t.app, { name: 'Mo Mentee' });
    other = await createUser(t.app, { name: 'Otto Other' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const offer = (user: TestUser, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/mentors/me', headers: user.headers, payload });
  const applyTo = (user: TestUser, mentorId: number, goals = 'Grow my referrals') =>
    t.app.inject({
      method: 'POST',
      url: '/api/mentorship/applications',
      headers: user.headers,
      payload: { mentorId, goals, message: 'Hello' },
    });
  const answer = (user: TestUser, id: number, status: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/mentorship/applications/${id}/status`,
      headers: user.headers,
      payload: { status },
    });

  it('PUT /api/mentors/me offers me (tags trimmed, duplicates dropped) and can change the offer', async () => {
    // Not mentoring is an answer (null), not a 404 in every member's console.
    const before = await t.app.inject({ method: 'GET', url: '/api/mentors/me', headers: mentor.headers });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toBeNull();
    const res = await offer(mentor, {
      expertise: [' Sales ', 'sales', 'Marketing'],
      bio: ' Ten years ',
      capacity: 1,
      accepting: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: mentor.id,
      name: 'Maria Mentor',
      companyName: 'Growth Ltd',
      expertise: ['Sales', 'Marketing'],
      bio: 'Ten years',
      capacity: 1,
      accepting: true,
      activeMentees: 0,
      available: true,
    });
    for (const bad of [
      { expertise: [], bio: '', capacity: 1, accepting: true },
      { expertise: ['x'], bio: '', capacity: 0, accepting: true },
      { expertise: ['x'], bio: '', capacity: 6, accepting: true },
      { expertise: ['x'], bio: 'a\u0000', capacity: 1, accepting: true },
      { expertise: ['x'.repeat(41)], bio: '', capacity: 1, accepting: true },
      { expertise: ['x'], bio: '', capacity: 1 },
    ]) {
      const refused = await offer(mentor, bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json().type).toBe('VALIDATION_ERROR');
    }
  });

  it('GET /api/mentors: my group only, q and expertise filters, the tags in use', async () => {
    await offer(other, { expertise: ['IT'], bio: 'Networks', capacity: 2, accepting: false });
    const stranger = await createUser(t.app, { groupId: (await createGroup(t.app)).id });
    await offer(stranger, { expertise: ['Sales'], bio: '', capacity: 2, accepting: true });
    const all = (await t.app.inject({ method: 'GET', url: '/api/mentors', headers: mentee.headers })).json();
    expect(all.items.map((m: { id: number }) => m.id)).toEqual([mentor.id, other.id]); // available first
    expect(all.expertise).toEqual(['IT', 'Marketing', 'Sales']);
    const sales = (
      await t.app.inject({ method: 'GET', url: '/api/mentors?expertise=sales', headers: mentee.headers })
    ).json();
    expect(sales.items.map((m: { id: number }) => m.id)).toEqual([mentor.id]);
    const either = (
      await t.app.inject({
        method: 'GET',
        url: '/api/mentors?expertise=it,marketing',
        headers: mentee.headers,
      })
    ).json();
    expect(either.total).toBe(2);
    const q = (
      await t.app.inject({ method: 'GET', url: '/api/mentors?q=network', headers: mentee.headers })
    ).json();
    expect(q.items.map((m: { id: number }) => m.id)).toEqual([other.id]);
  });

  it('applying: myself 400, another group 404, not accepting 409, one open application per pair 409', async () => {
    expect((await applyTo(mentor, mentor.id)).statusCode).toBe(400);
    const stranger = await createUser(t.app, { groupId: (await createGroup(t.app)).id });
    await offer(stranger, { expertise: ['Sales'], bio: '', capacity: 2, accepting: true });
    expect((await applyTo(mentee, stranger.id)).statusCode).toBe(404);
    expect((await applyTo(mentee, mentee.id + 10_000)).statusCode).toBe(404);
    expect((await applyTo(mentee, other.id)).statusCode).toBe(409);
    const first = await applyTo(mentee, mentor.id);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      mentor: { id: mentor.id, name: 'Maria Mentor' },
      mentee: { id: mentee.id, name: 'Mo Mentee' },
      goals: 'Grow my referrals',
      message: 'Hello',
      status: 'pending',
      decidedAt: null,
    });
    const again = await applyTo(mentee, mentor.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().type).toBe('CONFLICT');
    expect((await applyTo(mentee, mentor.id, '   ')).statusCode).toBe(400);
    const mails = await t.store.db.select().from(outbox).where(eq(outbox.kind, 'mail'));
    expect(
      mails.some(
        (m) => (m.payload as { to: string; subject: string }).subject === 'Mo Mentee asks you for mentorship',
      ),
    ).toBe(true);
  });

  it('lists by role; the mentor answers, the mentee withdraws; capacity holds (409)', async () => {
    const asMentor = (
      await t.app.inject({
        method: 'GET',
        url: '/api/mentorship/applications?role=mentor',
        headers: mentor.headers,
      })
    ).json();
    expect(asMentor.total).toBe(1);
    const id = asMentor.items[0].id;
    const asMentee = (
      await t.app.inject({
        method: 'GET',
        url: '/api/mentorship/applications?role=mentee',
        headers: mentee.headers,
      })
    ).json();
    expect(asMentee.items.map((a: { id: number }) => a.id)).toEqual([id]);
    expect((await answer(mentee, id, 'accepted')).statusCode).toBe(409); // the mentee cannot accept
    expect((await answer(mentor, id, 'withdrawn')).statusCode).toBe(409); // the mentor cannot withdraw
    expect((await answer(other, id, 'declined')).statusCode).toBe(404);
    const accepted = await answer(mentor, id, 'accepted');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().status).toBe('accepted');
    expect((await answer(mentor, id, 'declined')).statusCode).toBe(409);
    // Capacity 1 is taken: another mentee may apply but cannot be accepted.
    const second = (await applyTo(other, mentor.id)).json();
    expect((await answer(mentor, second.id, 'accepted')).statusCode).toBe(409);
    const directory = (
      await t.app.inject({ method: 'GET', url: '/api/mentors?q=Maria', headers: other.headers })
    ).json();
    expect(directory.items[0]).toMatchObject({ activeMentees: 1, available: false });
    // The first mentee withdraws: room again.
    expect((await answer(mentee, id, 'withdrawn')).statusCode).toBe(200);
    expect((await answer(mentor, second.id, 'accepted')).statusCode).toBe(200);
    // Withdrawn, the pair may apply again.
    expect((await applyTo(mentee, mentor.id)).statusCode).toBe(201);
    const declined = await answer(
      mentor,
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/mentorship/applications?role=mentor&status=pending',
          headers: mentor.headers,
        })
      ).json().items[0].id,
      'declined',
    );
    expect(declined.json().status).toBe('declined');
  });
});
