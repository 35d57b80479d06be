import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { groups } from '../../db/schema/groups';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { daysFromNow, meetingAt } from './meetings.testing';

describe('meetings: create, list, edit, cancel, RSVP', () => {
  let t: TestApp;
  let president: TestUser;
  let member: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.store.db.update(groups).set({ capacity: 1000 }).where(eq(groups.id, 1));
    president = await createUser(t.app, { role: 'President' });
    member = await createUser(t.app, { role: 'Member' });
    other = await createUser(t.app, { role: 'Member' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (
    user: TestUser,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

  it('creates an extra meeting, lists it with counts and my RSVP, edits and cancels it (audited)', async () => {
    const start = daysFromNow(3);
    start.setUTCHours(18, 0, 0, 0);
    const end = new Date(start.getTime() + 7_200_000);
    const created = await call(president, 'POST', '/api/meetings', {
      title: '  Holiday social ',
      start: start.toISOString(),
      end: end.toISOString(),
      location: 'The Crown',
      agenda: 'Drinks',
    });
    expect(created.statusCode).toBe(201);
    const meeting = created.json();
    expect(meeting).toMatchObject({
      title: 'Holiday social',
      start: start.toISOString(),
      end: end.toISOString(),
      location: 'The Crown',
      agenda: 'Drinks',
      status: 'scheduled',
      seriesId: null,
      myRsvp: 'no_response',
      rsvpCounts: { attending: 0, tentative: 0, not_attending: 0 },
    });

    const listed = await call(member, 'GET', `/api/meetings?from=${encodeURIComponent(start.toISOString())}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items.map((m: { id: number }) => m.id)).toContain(meeting.id);

    const patched = await call(president, 'PATCH', `/api/meetings/${meeting.id}`, {
      location: '',
      agenda: 'Drinks and a talk',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ location: null, agenda: 'Drinks and a talk' });

    const later = new Date(start.getTime() + 86_400_000);
    const moved = await call(president, 'PATCH', `/api/meetings/${meeting.id}`, {
      start: later.toISOString(),
    });
    expect(moved.json()).toMatchObject({
      start: later.toISOString(),
      end: new Date(later.getTime() + 7_200_000).toISOString(),
    });

    const cancelled = await call(president, 'DELETE', `/api/meetings/${meeting.id}`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    expect((await call(president, 'DELETE', `/api/meetings/${meeting.id}`)).statusCode).toBe(409);
    expect((await call(member, 'GET', `/api/meetings/${meeting.id}`)).json().status).toBe('cancelled');

    const audit = await t.store.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(meeting.id)));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'meeting.cancelled',
      'meeting.created',
      'meeting.updated',
      'meeting.updated',
    ]);
  });

  it('answers RSVP counts and shows every member’s answer on the meeting', async () => {
    const meeting = await meetingAt(t.app, daysFromNow(5));
    const first = await call(member, 'PUT', `/api/meetings/${meeting.id}/rsvp`, { status: 'attending' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      meetingId: meeting.id,
      myRsvp: 'attending',
      attending: 1,
      rsvpCounts: { attending: 1 },
    });
    const second = await call(other, 'PUT', `/api/meetings/${meeting.id}/rsvp`, { status: 'tentative' });
    const counts = second.json().rsvpCounts;
    expect(counts).toMatchObject({ attending: 1, tentative: 1, not_attending: 0 });
    const changed = await call(member, 'PUT', `/api/meetings/${meeting.id}/rsvp`, {
      status: 'not_attending',
    });
    expect(changed.json().rsvpCounts).toMatchObject({ attending: 0, tentative: 1, not_attending: 1 });
    expect(changed.json().rsvpCounts.no_response).toBe(counts.no_response);

    const detail = (await call(member, 'GET', `/api/meetings/${meeting.id}`)).json();
    expect(detail.myRsvp).toBe('not_attending');
    const byId = new Map(detail.attendees.map((a: { userId: number; rsvp: string }) => [a.userId, a.rsvp]));
    expect(byId.get(member.id)).toBe('not_attending');
    expect(byId.get(other.id)).toBe('tentative');
    expect(byId.get(president.id)).toBe('no_response');
    expect(detail.attendees.filter((a: { rsvp: string }) => a.rsvp === 'no_response')).toHaveLength(
      detail.rsvpCounts.no_response,
    );
  });

  it('refuses bad input with 400 VALIDATION_ERROR, never 500', async () => {
    const meeting = await meetingAt(t.app, daysFromNow(6));
    const bad: [string, string, object | undefined][] = [
      ['POST', '/api/meetings', { title: 'x', start: 'tomorrow', end: '2026-01-01T10:00:00Z' }],
      ['POST', '/api/meetings', { title: 'x', start: '2026-01-01T10:00:00Z', end: '2026-01-01T09:00:00Z' }],
      ['POST', '/api/meetings', { title: 'x', start: '2026-01-01T10:00:00', end: '2026-01-01T11:00:00Z' }],
      [
        'POST',
        '/api/meetings',
        { title: 'a\u0000b', start: '2026-01-01T10:00:00Z', end: '2026-01-01T11:00:00Z' },
      ],
      ['POST', '/api/meetings', { title: '', start: '2026-01-01T10:00:00Z', end: '2026-01-01T11:00:00Z' }],
      ['POST', '/api/meetings', { title: 'x', start: '2026-01-01T10:00:00Z', end: '2026-01-03T11:00:00Z' }],
      [
        'POST',
        '/api/meetings?groupId=abc',
        { title: 'x', start: '2026-01-01T10:00:00Z', end: '2026-01-01T11:00:00Z' },
      ],
      ['PATCH', `/api/meetings/${meeting.id}`, {}],
      [
        'PATCH',
        `/api/meetings/${meeting.id}`,
        { end: new Date(meeting.startsAt.getTime() - 1000).toISOString() },
      ],
      ['PATCH', `/api/meetings/${meeting.id}`, { status: 'cancelled' }],
      ['PATCH', '/api/meetings/99999999999', { title: 'x' }],
      ['PUT', `/api/meetings/${meeting.id}/rsvp`, { status: 'yes' }],
      ['PUT', `/api/meetings/${meeting.id}/rsvp`, {}],
      ['GET', '/api/meetings?from=yesterday', undefined],
      ['GET', '/api/meetings?limit=0', undefined],
      ['GET', '/api/meetings?cursor=-1', undefined],
      ['GET', '/api/meetings/0', undefined],
      ['GET', '/api/meetings/1.5', undefined],
    ];
    for (const [method, url, payload] of bad) {
      const res = await call(president, method as 'POST', url, payload);
      expect(`${method} ${url} ${res.statusCode} ${res.json().type}`).toBe(
        `${method} ${url} 400 VALIDATION_ERROR`,
      );
    }
  });

  it('answers 404 for another group’s meeting and for none', async () => {
    const outsider = await createUser(t.app, { role: 'President', groupId: (await createGroup(t.app)).id });
    const meeting = await meetingAt(t.app, daysFromNow(2));
    for (const [method, url, payload] of [
      ['GET', `/api/meetings/${meeting.id}`, undefined],
      ['PATCH', `/api/meetings/${meeting.id}`, { title: 'Mine now' }],
      ['DELETE', `/api/meetings/${meeting.id}`, undefined],
      ['PUT', `/api/meetings/${meeting.id}/rsvp`, { status: 'attending' }],
      ['GET', `/api/meetings/${meeting.id}/attendance`, undefined],
      ['POST', `/api/meetings/${meeting.id}/substitutions`, { substituteName: 'Sam' }],
      ['GET', '/api/meetings?groupId=1', undefined],
    ] as const) {
      const res = await call(outsider, method, url, payload);
      expect(`${method} ${url} ${res.statusCode}`).toBe(`${method} ${url} 404`);
    }
    expect((await call(president, 'GET', '/api/meetings/2000000000')).statusCode).toBe(404);
  });
});
