import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups } from '../../db/schema/groups';
import { attendance } from '../../db/schema/meetings';
import { parseCsv } from '../../testing/csv-parse';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { meetingAt } from '../meetings/meetings.testing';
import { ACTIVITY_CSV_HEADER } from './reports.activity.service';
import { PALMS_CSV_HEADER, sumDecimals } from './reports.palms.service';
import { type SeededChapter, seedChapter } from './reports.seed.testing';

const zero = { P: 0, A: 0, L: 0, M: 0, S: 0, RGI: 0, RGO: 0, RRI: 0, RRO: 0, V: 0, '1-2-1': 0, T: 0 };

describe('PALMS and activity reports (docs/architecture.md 14.5)', () => {
  let t: TestApp;
  let c: SeededChapter;
  let admin: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    c = await seedChapter(t.app);
    admin = await createUser(t.app, { isAdmin: true, groupId: null });
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (user: TestUser, path: string) =>
    t.app.inject({ method: 'GET', url: `/api/admin/reports/${path}`, headers: user.headers });

  it('counts March 2026 cell by cell (hand-counted), with totals', async () => {
    const res = await get(c.paula, 'palms?from=2026-03-01&to=2026-03-31');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ from: '2026-03-01', to: '2026-03-31', currency: 'EUR', meetings: 2 });
    expect(body.rows).toEqual([
      {
        member: { id: c.cara.id, name: '=Cara, "Gamma" Zoë', companyName: null },
        ...zero,
        P: 1,
        L: 1,
        RRO: 1,
        '1-2-1': 1,
        TYFCB: '0.00',
        CEU: '3.5',
        otherCurrencies: [],
      },
      {
        member: { id: c.anna.id, name: 'Anna Alpha', companyName: null },
        ...zero,
        P: 1,
        S: 1,
        RGI: 1,
        RGO: 1,
        V: 1,
        '1-2-1': 2,
        TYFCB: '1299.75',
        CEU: '0.0',
        otherCurrencies: [],
      },
      {
        member: { id: c.ben.id, name: 'Ben Beta', companyName: null },
        ...zero,
        A: 2,
        RRI: 1,
        '1-2-1': 1,
        TYFCB: '0.00',
        CEU: '0.0',
        T: 1,
        // Ben's approved USD 500.00: not in the EUR column, beside it.
        otherCurrencies: [{ currency: 'USD', amount: '500.00' }],
      },
      {
        member: { id: c.paula.id, name: 'Paula President', companyName: null },
        ...zero,
        P: 1,
        M: 1,
        TYFCB: '0.00',
        CEU: '0.0',
        otherCurrencies: [],
      },
    ]);
    expect(body.totals).toEqual({
      P: 3,
      A: 2,
      L: 1,
      M: 1,
      S: 1,
      RGI: 1,
      RGO: 1,
      RRI: 1,
      RRO: 1,
      V: 1,
      '1-2-1': 4,
      TYFCB: '1299.75',
      CEU: '3.5',
      T: 1,
      otherCurrencies: [{ currency: 'USD', amount: '500.00' }],
    });
  });

  it('narrows to the period (one week) and keeps other groups apart', async () => {
    const week = (await get(c.paula, 'palms?from=2026-03-09&to=2026-03-15')).json();
    expect(week.meetings).toBe(1);
    expect(week.totals).toMatchObject({ P: 2, A: 1, S: 1, RGO: 1, RGI: 0, TYFCB: '99.25', '1-2-1': 0 });
    expect((await get(c.outsider, `palms?groupId=${c.groupId}`)).statusCode).toBe(404);
    const other = (await get(c.outsider, 'palms?from=2026-03-01&to=2026-03-31')).json();
    expect(other.totals.RGI).toBe(1);
    const byAdmin = (await get(admin, `palms?from=2026-03-01&to=2026-03-31&groupId=${c.groupId}`)).json();
    expect(byAdmin.totals.TYFCB).toBe('1299.75');
    expect((await get(admin, 'palms')).statusCode).toBe(400);
  });

  it("bounds the period by the group's timezone (a meeting early on 1 March in Auckland is March's)", async () => {
    const group = await createGroup(t.app);
    await t.store.db.update(groups).set({ timezone: 'Pacific/Auckland' }).where(eq(groups.id, group.id));
    const kiwi = await createUser(t.app, { groupId: group.id, role: 'President', name: 'Kiri' });
    // 2026-02-28 20:00 UTC is 1 March 09:00 in Auckland (UTC+13).
    const meeting = await meetingAt(t.app, '2026-02-28T20:00:00Z', { groupId: group.id });
    await t.store.db.insert(attendance).values({ meetingId: meeting.id, userId: kiwi.id, status: 'present' });
    const march = (await get(kiwi, 'palms?from=2026-03-01&to=2026-03-31')).json();
    const february = (await get(kiwi, 'palms?from=2026-02-01&to=2026-02-28')).json();
    expect([march.meetings, march.totals.P]).toEqual([1, 1]);
    expect([february.meetings, february.totals.P]).toEqual([0, 0]);
  });

  it('answers 400 for bad periods and formats', async () => {
    for (const query of [
      'from=yesterday',
      'to=2026-02-30',
      'from=2026-03-05&to=2026-03-01',
      'from=2020-01-01&to=2026-01-01',
      'format=xml',
      'groupId=abc',
    ]) {
      const res = await get(c.paula, `palms?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().type).toBe('VALIDATION_ERROR');
    }
  });

  it('downloads the PALMS report as CSV (BOM, RFC 4180, formula escaped, totals last)', async () => {
    const res = await get(c.paula, 'palms?from=2026-03-01&to=2026-03-31&format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="palms-2026-03-01-to-2026-03-31\.csv"$/,
    );
    const body = res.rawPayload.toString('utf8');
    expect(body.charCodeAt(0)).toBe(0xfeff);
    const rows = parseCsv(body.slice(1));
    expect(rows[0]).toEqual([...PALMS_CSV_HEADER]);
    expect(rows).toHaveLength(6);
    expect(rows[1]?.[0]).toBe('\'=Cara, "Gamma" Zoë');
    expect(rows[2]?.slice(2)).toEqual([
      '1',
      '0',
      '0',
      '0',
      '1',
      '1',
      '1',
      '0',
      '0',
      '1',
      '2',
      '1299.75',
      '0.0',
      '0',
      '',
    ]);
    expect(rows[5]?.slice(0, 1)).toEqual(['Total']);
    expect(rows[5]?.slice(2)).toEqual([
      '3',
      '2',
      '1',
      '1',
      '1',
      '1',
      '1',
      '1',
      '1',
      '1',
      '4',
      '1299.75',
      '3.5',
      '1',
      'USD 500.00',
    ]);
  });

  it('lists every slip of the group or of one member in the period, as JSON and CSV', async () => {
    const all = (await get(c.paula, 'activity?from=2026-03-01&to=2026-03-31')).json();
    expect(all.total).toBe(14);
    expect(all.items).toHaveLength(14);
    expect(all.truncated).toBe(false);
    const ben = (await get(c.paula, `activity?from=2026-03-01&to=2026-03-31&memberId=${c.ben.id}`)).json();
    expect(ben.items.map((i: { kind: string }) => i.kind).sort()).toEqual([
      'closed_business',
      'closed_business',
      'closed_business',
      'one_to_one',
      'one_to_one',
      'referral',
      'referral',
      'referral',
      'testimonial',
    ]);
    expect((await get(c.paula, `activity?memberId=${c.outsider.id}`)).statusCode).toBe(404);
    const csv = await get(c.paula, `activity?from=2026-03-06&to=2026-03-07&format=csv`);
    const rows = parseCsv(csv.rawPayload.toString('utf8').slice(1));
    expect(rows[0]).toEqual([...ACTIVITY_CSV_HEADER]);
    expect(rows.slice(1).map((r) => [r[1], r[3], r[10]])).toEqual([
      ['training_credit', '\'=Cara, "Gamma" Zoë', '1'],
      ['training_credit', '\'=Cara, "Gamma" Zoë', '2.5'],
      ['testimonial', 'Ben Beta', ''],
    ]);
  });

  it('adds decimals exactly', () => {
    expect(sumDecimals(['0.10', '0.20', '1200.5'], 2)).toBe('1200.80');
    expect(sumDecimals([], 1)).toBe('0.0');
  });
});
