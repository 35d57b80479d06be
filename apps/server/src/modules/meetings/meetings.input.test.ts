import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { daysFromNow, meetingAt } from './meetings.testing';

/** Bad input on every call of 14.3 answers 400 VALIDATION_ERROR (or 404 for an impossible id), never 500. */
describe('meetings, calendar and visitors: bad input never answers 500', () => {
  let t: TestApp;
  let admin: TestUser;
  let past: number;
  let future: number;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.app, { isAdmin: true, role: 'Admin' });
    past = (await meetingAt(t.app, daysFromNow(-1))).id;
    future = (await meetingAt(t.app, daysFromNow(1))).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const garbage: unknown[] = [
    null,
    [],
    'text',
    42,
    { status: ['present'] },
    { records: 'all' },
    { records: [{ userId: '1', status: 'P' }] },
    { records: [{ userId: 1.5, status: 'P' }] },
    { records: [{ userId: 2 ** 40, status: 'P' }] },
    { records: Array.from({ length: 1001 }, (_, i) => ({ userId: i + 1, status: 'P' })) },
    { title: 'x'.repeat(10_000), start: '2030-01-01T10:00:00Z', end: '2030-01-01T11:00:00Z' },
    { title: 'x', start: '99999-01-01T10:00:00Z', end: '2030-01-01T11:00:00Z' },
    { title: 'x', start: '2030-02-30T10:00:00Z', end: '2030-03-01T11:00:00Z' },
    { title: { $ne: 1 }, start: 1, end: true },
    { name: 'x', email: 'a@b.co', meetingId: -1 },
    { name: 'x', email: `${'a'.repeat(300)}@b.co` },
    { substituteName: 'x', substituteEmail: 'nope' },
    { substituteName: 'x', content: 'y'.repeat(5000) },
    { attended: 'yes' },
    { status: 'attending', extra: 1 },
  ];
  const routes = () => [
    ['POST', '/api/meetings'],
    ['PATCH', `/api/meetings/${future}`],
    ['PUT', `/api/meetings/${future}/rsvp`],
    ['PUT', `/api/meetings/${past}/attendance`],
    ['POST', `/api/meetings/${future}/substitutions`],
    ['POST', '/api/visitors'],
    ['PUT', '/api/visitors/1/attended'],
  ];

  it('answers bodies of the wrong shape with 400', async () => {
    const seen: string[] = [];
    for (const [method, url] of routes()) {
      for (const body of garbage) {
        const res = await t.app.inject({
          method: method as 'POST',
          url: url as string,
          headers: { ...admin.headers, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        if (res.statusCode >= 500) {
          seen.push(`${method} ${url} ${JSON.stringify(body).slice(0, 60)} -> ${res.statusCode}`);
        }
      }
    }
    expect(seen).toEqual([]);
  });

  it('answers bad paths and queries with 400 or 404', async () => {
    const urls = [
      '/api/meetings?from=2030-01-01T10:00:00Z&to=bad',
      '/api/meetings?status=maybe',
      '/api/meetings?groupId=99999999999',
      '/api/meetings?groupId=424242',
      '/api/meetings/abc',
      '/api/meetings/-1/attendance',
      '/api/meetings/99999999999/rsvp',
      '/api/calendar/events?start=%00',
      '/api/calendar.ics?groupId=0',
      '/api/calendar/feed/..%2f..%2fetc.ics',
      '/api/calendar/feed/%ff.ics',
      '/api/visitors?status=cancelled',
      '/api/visitors?meetingId=x',
      '/api/visitors?limit=1000',
    ];
    const bad: string[] = [];
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url, headers: admin.headers });
      if (![400, 404].includes(res.statusCode)) {
        bad.push(`${url} -> ${res.statusCode}`);
      }
    }
    expect(bad).toEqual([]);
  });
});
