import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { daysFromNow, meetingAt } from '../meetings/meetings.testing';
import { registerCalendarSource } from './calendar.sources';

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((e) => ({
    uid: String(e.getFirstPropertyValue('uid')),
    summary: String(e.getFirstPropertyValue('summary')),
    status: String(e.getFirstPropertyValue('status')),
    start: e.getFirstPropertyValue('dtstart') as ICAL.Time,
    end: e.getFirstPropertyValue('dtend') as ICAL.Time,
  }));
}

describe('calendar: events, calendar.ics and the private feed', () => {
  let t: TestApp;
  let member: TestUser;
  let outsider: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    member = await createUser(t.app, { role: 'Member' });
    outsider = await createUser(t.app, { role: 'Member', groupId: (await createGroup(t.app)).id });
    registerCalendarSource(t.app, async (_app, input) =>
      input.userId === member.id
        ? [
            {
              uid: 'one-to-one-7',
              title: 'One-to-one with Ann',
              start: daysFromNow(2),
              end: daysFromNow(2.1),
            },
          ]
        : [],
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the spec’s event shape within the range', async () => {
    const inside = await meetingAt(t.app, '2031-03-05T07:00:00Z', { title: 'Inside' });
    await meetingAt(t.app, '2031-04-05T07:00:00Z', { title: 'Outside' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/calendar/events?start=2031-03-01T00:00:00%2B01:00&end=2031-04-01',
      headers: member.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      {
        id: inside.id,
        title: 'Inside',
        start: '2031-03-05T07:00:00.000Z',
        end: '2031-03-05T08:00:00.000Z',
        extendedProps: {
          location: 'Town Hall',
          agenda: 'Networking',
          kind: 'meeting',
          status: 'scheduled',
          myRsvp: 'no_response',
        },
      },
    ]);
    for (const url of [
      '/api/calendar/events?start=soon',
      '/api/calendar/events?end=2031-13-45',
      '/api/calendar.ics?groupId=x',
    ]) {
      const bad = await t.app.inject({ method: 'GET', url, headers: member.headers });
      expect(`${url} ${bad.statusCode}`).toBe(`${url} 400`);
    }
  });

  it('exports valid iCalendar in UTC with stable UIDs and cancelled meetings as STATUS:CANCELLED', async () => {
    const kept = await meetingAt(t.app, daysFromNow(10), { title: 'Weekly; with, commas' });
    const cancelled = await meetingAt(t.app, daysFromNow(17), {
      title: 'Cancelled one',
      status: 'cancelled',
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/calendar.ics', headers: member.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="calendar.ics"');
    const events = parse(res.body);
    const byUid = new Map(events.map((e) => [e.uid, e]));
    const one = byUid.get(`meeting-${kept.id}@chapter.test`);
    expect(one?.summary).toBe('Weekly; with, commas');
    expect(one?.status).toBe('CONFIRMED');
    expect(one?.start.zone?.tzid).toBe('UTC');
    expect(one?.start.toJSDate().toISOString()).toBe(
      kept.startsAt.toISOString().replace(/\.\d{3}Z$/, '.000Z'),
    );
    expect(byUid.get(`meeting-${cancelled.id}@chapter.test`)?.status).toBe('CANCELLED');
    expect(byUid.get('one-to-one-7@chapter.test')?.summary).toBe('One-to-one with Ann');
    for (const line of res.body.split('\r\n').filter((l) => /^(DTSTART|DTEND|DTSTAMP)/.test(l))) {
      expect(line).toMatch(/:\d{8}T\d{6}Z$/);
    }
    // Stable: the same UIDs on the next export, and after an edit.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/meetings/${kept.id}`,
      headers: (await createUser(t.app, { role: 'President' })).headers,
      payload: { title: 'Renamed' },
    });
    const again = parse(
      (await t.app.inject({ method: 'GET', url: '/api/calendar.ics', headers: member.headers })).body,
    );
    expect(again.find((e) => e.uid === `meeting-${kept.id}@chapter.test`)?.summary).toBe('Renamed');
    expect(again.map((e) => e.uid).sort()).toEqual(events.map((e) => e.uid).sort());

    const theirs = await t.app.inject({ method: 'GET', url: '/api/calendar.ics', headers: outsider.headers });
    expect(parse(theirs.body).some((e) => e.uid.startsWith(`meeting-${kept.id}@`))).toBe(false);
  });

  it('gives a private feed URL once, replaces it, and the old one answers 404', async () => {
    const first = await t.app.inject({
      method: 'GET',
      url: '/api/calendar/feed-url',
      headers: member.headers,
    });
    expect(first.statusCode).toBe(200);
    const url = first.json().url as string;
    expect(url).toMatch(/^http:\/\/chapter\.test\/api\/calendar\/feed\/[A-Za-z0-9_-]{22}\.ics$/);
    const second = await t.app.inject({
      method: 'GET',
      url: '/api/calendar/feed-url',
      headers: member.headers,
    });
    expect(second.json()).toEqual({ url: null, createdAt: first.json().createdAt });

    const path = new URL(url).pathname;
    const feed = await t.app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    expect(parse(feed.body).some((e) => e.uid === 'one-to-one-7@chapter.test')).toBe(true);

    const replaced = await t.app.inject({
      method: 'POST',
      url: '/api/calendar/feed-url',
      headers: member.headers,
    });
    expect(replaced.statusCode).toBe(200);
    const next = new URL(replaced.json().url as string).pathname;
    expect(next).not.toBe(path);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: next })).statusCode).toBe(200);
    // A deactivated owner's feed answers 404 too.
    await t.store.db.update(users).set({ isActive: false }).where(eq(users.id, member.id));
    expect((await t.app.inject({ method: 'GET', url: next })).statusCode).toBe(404);
    await t.store.db.update(users).set({ isActive: true }).where(eq(users.id, member.id));
    expect((await t.app.inject({ method: 'GET', url: next })).statusCode).toBe(200);
    for (const bad of [
      '/api/calendar/feed/short.ics',
      `/api/calendar/feed/${'x'.repeat(22)}.ics`,
      '/api/calendar/feed/%00.ics',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: bad });
      expect(`${bad} ${res.statusCode}`).toMatch(/ (400|404)$/);
    }
  });
});
