import type { ActivityStatsResponse } from '@app/shared/activity-stats';
import type { ImportItem, PalmsImportReport } from '@app/shared/imports';
import type { PalmsResponse } from '@app/shared/leadership-reports';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { attendance } from '../../db/schema/meetings';
import { visitorInvitations } from '../../db/schema/visitors';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { multipartFile } from '../../testing/multipart';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { insertSlip } from '../activity/activity.testing';
import { meetingAt } from '../meetings/meetings.testing';

// POST /api/admin/imports/palms, GET /api/admin/imports, DELETE /api/admin/imports/{id}
// (docs/architecture.md 14.7), on PGlite and PostgreSQL.

const DAY = 86_400_000;
const dayAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);
const HEADER = 'email,from,to,P,A,L,M,S,RGI,RGO,RRI,RRO,V,1-2-1,TYFCB,CEU,T';

describe('PALMS history imports', () => {
  let t: TestApp;
  let groupId: number;
  let otherGroupId: number;
  let president: TestUser;
  let vice: TestUser;
  let anna: TestUser;
  let ben: TestUser;
  let otto: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    groupId = (await createGroup(t.app, { name: 'History Chapter' })).id;
    otherGroupId = (await createGroup(t.app, { name: 'Other Chapter' })).id;
    president = await createUser(t.app, { name: 'Pia President', role: 'President', groupId });
    vice = await createUser(t.app, { name: 'Vic Vice', role: 'Vice President', groupId });
    anna = await createUser(t.app, { name: 'Anna Archive', email: 'anna@example.com', groupId });
    ben = await createUser(t.app, { name: 'Ben Before', email: 'ben@example.com', groupId });
    otto = await createUser(t.app, {
      name: 'Otto Outside',
      email: 'otto@example.com',
      groupId: otherGroupId,
      role: 'President',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const upload = (user: TestUser, csv: string, query = 'dryRun=true') => {
    const { payload, headers } = multipartFile({
      filename: 'palms.csv',
      contentType: 'text/csv',
      bytes: Buffer.from(csv),
    });
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/imports/palms?${query}`,
      headers: { ...user.headers, ...headers },
      payload,
    });
  };
  const get = (user: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: user.headers });

  it('checks each row: e-mail of a member of this group, dates, figures, overlaps in the file and with recorded data', async () => {
    const meeting = await meetingAt(t.app, new Date(Date.now() - 300 * DAY), { groupId });
    await t.store.db.insert(attendance).values({ meetingId: meeting.id, userId: ben.id, status: 'present' });
    const csv = [
      HEADER,
      `anna@example.com,${dayAgo(400)},${dayAgo(371)},4,0,0,0,0,2,1,1,0,1,3,1500.50,1.5,1`,
      `anna@example.com,${dayAgo(380)},${dayAgo(350)},4,0,0,0,0,0,0,0,0,0,0,0,0,0`,
      `ben@example.com,${dayAgo(310)},${dayAgo(290)},3,0,0,0,0,0,0,0,0,0,0,0,0,0`,
      `otto@example.com,${dayAgo(200)},${dayAgo(190)},1,0,0,0,0,0,0,0,0,0,0,0,0,0`,
      `nobody@example.com,${dayAgo(200)},${dayAgo(190)},1,0,0,0,0,0,0,0,0,0,0,0,0,0`,
      `ben@example.com,2024-02-30,${dayAgo(190)},x,0,0,0,0,0,0,0,0,0,0,12.345,0,0`,
      `ben@example.com,${dayAgo(100)},${dayAgo(120)},1,0,0,0,0,0,0,0,0,0,0,0,0,0`,
      `ben@example.com,${dayAgo(10)},${dayAgo(-5)},1,0,0,0,0,0,0,0,0,0,0,0,0,0`,
      `ben@example.com,${dayAgo(60)},${dayAgo(40)},0,0,0,0,0,0,0,0,0,0,0,0,0,0`,
    ].join('\n');
    const res = await upload(president, csv);
    expect(res.statusCode, res.body).toBe(200);
    const report: PalmsImportReport = res.json();
    const row = (line: number) => report.rows.find((r) => r.line === line);
    const fields = (line: number) => row(line)?.errors.map((e) => e.field);
    expect(fields(2)).toEqual(['from']);
    expect(fields(3)).toEqual(['from']);
    expect(row(2)?.errors[0]?.message).toMatch(/line 3/);
    expect(fields(4)).toEqual(['from']);
    expect(row(4)?.errors[0]?.message).toMatch(/attendance/);
    expect(fields(5)).toEqual(['email']);
    expect(fields(6)).toEqual(['email']);
    expect(fields(7)).toEqual(['from', 'P', 'TYFCB']);
    expect(fields(8)).toEqual(['to']);
    expect(fields(9)).toEqual(['to']);
    expect(row(10)?.action).toBe('skip');
    expect(report.summary).toEqual({ create: 0, update: 0, skip: 1, error: 8 });
    expect(row(2)).toMatchObject({
      member: { id: anna.id, name: 'Anna Archive' },
      period: { from: dayAgo(400), to: dayAgo(371) },
      figures: { P: 4, RGI: 2, TYFCB: '1500.50', CEU: '1.5', '1-2-1': 3 },
      cells: { email: 'anna@example.com', TYFCB: '1500.50' },
    });

    const applied = await upload(president, csv, 'dryRun=false');
    expect(applied.statusCode).toBe(400);
    expect(applied.json().rows).toEqual(report.rows);
    expect((await get(president, '/api/admin/imports?kind=palms')).json().total).toBe(0);
  });

  it('overlaps slips for the same member; a missing column is reported before any row', async () => {
    await insertSlip(t.app, {
      kind: 'testimonial',
      giverId: vice.id,
      receiverId: anna.id,
      groupId,
      createdAt: new Date(Date.now() - 250 * DAY),
    });
    const res = await upload(
      president,
      `${HEADER}\nanna@example.com,${dayAgo(260)},${dayAgo(240)},1,0,0,0,0,0,0,0,0,0,0,0,0,0\n`,
    );
    expect(res.json().rows[0].errors[0]).toMatchObject({
      field: 'from',
      message: expect.stringMatching(/slips/),
    });
    const missing = await upload(president, 'email,P\nanna@example.com,1\n');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.map((d: { field: string }) => d.field)).toEqual(['from', 'to']);
  });

  it('applies, counts in the PALMS report and my numbers marked imported, lists, and undoes', async () => {
    const from = dayAgo(100);
    const to = dayAgo(31);
    const csv = `${HEADER}\nanna@example.com,${from},${to},8,1,1,0,0,6,2,1,1,2,5,3000.00,2.0,1\n`;
    const res = await upload(president, csv, 'dryRun=false');
    expect(res.statusCode, res.body).toBe(200);
    const report: PalmsImportReport = res.json();
    expect(report).toMatchObject({ dryRun: false, summary: { create: 1, update: 0, skip: 0, error: 0 } });

    // The same period again: an overlap with the import.
    const again = await upload(president, csv);
    expect(again.json().rows[0].errors[0].message).toMatch(/imported period/);

    const palms = await get(president, `/api/admin/reports/palms?from=${dayAgo(120)}&to=${dayAgo(1)}`);
    const palmsReport: PalmsResponse = palms.json();
    const annaRow = palmsReport.rows.find((r) => r.member.id === anna.id);
    expect(annaRow).toMatchObject({
      imported: true,
      P: 8,
      A: 1,
      RGI: 6,
      RGO: 2,
      TYFCB: '3000.00',
      CEU: '2.0',
      T: 1,
    });
    expect(palmsReport.rows.find((r) => r.member.id === ben.id)?.imported).toBeUndefined();
    // A report period that does not cover the imported period whole leaves it out.
    const partial: PalmsResponse = (
      await get(president, `/api/admin/reports/palms?from=${dayAgo(50)}&to=${dayAgo(1)}`)
    ).json();
    expect(partial.rows.find((r) => r.member.id === anna.id)?.imported).toBeUndefined();

    const stats: ActivityStatsResponse = (await get(anna, '/api/activities/stats?months=6')).json();
    expect(stats.imported).toMatchObject({
      periods: [{ from, to }],
      weeks: 10,
      figures: { P: 8, TYFCB: '3000.00' },
    });
    expect(stats.given.referral.confirmed).toBe(8);
    expect(stats.tyfcb.given.confirmed).toBe('3000.00');
    expect(stats.attendance.confirmed).toMatchObject({ P: 8, A: 1, L: 1 });
    expect(stats.trafficLight.weeks).toBe(10);
    expect(stats.trafficLight.imported?.weeks).toBe(10);

    const audits = await t.store.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'import.palms.applied'), eq(auditLog.groupId, groupId)));
    expect(audits).toHaveLength(1);

    const list = await get(president, '/api/admin/imports');
    expect(list.statusCode).toBe(200);
    const item: ImportItem = list.json().items[0];
    expect(item).toMatchObject({
      kind: 'palms',
      undoable: true,
      counts: { create: 1 },
      periods: { from, to, members: 1 },
      by: { id: president.id, name: 'Pia President' },
      fileName: 'palms.csv',
    });

    // Only manage_group undoes; another group's president gets 404.
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/imports/${item.id}`, headers: vice.headers }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/imports/${item.id}`, headers: otto.headers }))
        .statusCode,
    ).toBe(404);
    const undo = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/imports/${item.id}`,
      headers: president.headers,
    });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json()).toMatchObject({ id: item.id, undoable: false, undoneAt: expect.any(String) });
    const twice = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/imports/${item.id}`,
      headers: president.headers,
    });
    expect(twice.statusCode).toBe(409);
    const after: ActivityStatsResponse = (await get(anna, '/api/activities/stats?months=6')).json();
    expect(after.imported).toBeNull();
    expect(after.given.referral.confirmed).toBe(0);
    const reportAfter: PalmsResponse = (
      await get(president, `/api/admin/reports/palms?from=${dayAgo(120)}&to=${dayAgo(1)}`)
    ).json();
    expect(reportAfter.rows.find((r) => r.member.id === anna.id)?.imported).toBeUndefined();
    // Undone, the period can be imported again.
    expect((await upload(president, csv)).json().summary.create).toBe(1);
  });

  it('needs manage_group: 403 to a Vice President, 404 for another group', async () => {
    const csv = `${HEADER}\nanna@example.com,${dayAgo(500)},${dayAgo(480)},1,0,0,0,0,0,0,0,0,0,0,0,0,0\n`;
    expect((await upload(vice, csv)).statusCode).toBe(403);
    expect((await upload(anna, csv)).statusCode).toBe(403);
    expect((await upload(otto, csv, `dryRun=true&groupId=${groupId}`)).statusCode).toBe(404);
    expect((await get(otto, `/api/admin/imports?groupId=${groupId}`)).statusCode).toBe(404);
    expect((await get(anna, '/api/admin/imports')).statusCode).toBe(403);
    // The members-only file type: an XLSX workbook is not a PALMS CSV.
    const { payload, headers } = multipartFile({
      filename: 'p.xlsx',
      contentType: 'application/octet-stream',
      bytes: Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(32)]),
    });
    const xlsx = await t.app.inject({
      method: 'POST',
      url: '/api/admin/imports/palms',
      headers: { ...president.headers, ...headers },
      payload,
    });
    expect(xlsx.statusCode).toBe(400);
  });

  it('gives a member with only imported history the traffic light the same numbers give as slips', async () => {
    // Group A: imported totals only. Group B: the same numbers recorded here (meetings, letters, slips).
    const groupA = (await createGroup(t.app, { name: 'Imported A' })).id;
    const groupB = (await createGroup(t.app, { name: 'Recorded B' })).id;
    const leaderA = await createUser(t.app, { name: 'Lea A', role: 'President', groupId: groupA });
    const x = await createUser(t.app, {
      name: 'Xavier Imported',
      email: 'xavier@example.com',
      groupId: groupA,
    });
    const y = await createUser(t.app, { name: 'Yolanda Recorded', groupId: groupB });
    const peerB = await createUser(t.app, { name: 'Pete Peer', groupId: groupB });

    const csv = `${HEADER}\nxavier@example.com,${dayAgo(100)},${dayAgo(31)},8,1,1,0,0,6,2,0,0,2,5,3000.00,2.0,1\n`;
    const res = await upload(leaderA, csv, 'dryRun=false');
    expect(res.statusCode, res.body).toBe(200);

    const letters = [
      'present',
      'present',
      'present',
      'present',
      'present',
      'present',
      'present',
      'present',
      'absent',
      'late',
    ] as const;
    for (const [i, status] of letters.entries()) {
      const m = await meetingAt(t.app, new Date(Date.now() - (95 - i * 7) * DAY), { groupId: groupB });
      await t.store.db.insert(attendance).values({ meetingId: m.id, userId: y.id, status });
    }
    const at = (days: number) => new Date(Date.now() - days * DAY);
    for (let i = 0; i < 8; i++) {
      await insertSlip(t.app, {
        kind: 'referral',
        giverId: y.id,
        receiverId: peerB.id,
        groupId: groupB,
        status: 'approved',
        createdAt: at(90 - i),
      });
    }
    for (let i = 0; i < 5; i++) {
      await insertSlip(t.app, {
        kind: 'one_to_one',
        giverId: y.id,
        receiverId: peerB.id,
        groupId: groupB,
        status: 'completed',
        createdAt: at(80 - i),
      });
    }
    await insertSlip(t.app, {
      kind: 'closed_business',
      giverId: y.id,
      receiverId: peerB.id,
      groupId: groupB,
      status: 'approved',
      amount: '3000.00',
      currency: 'EUR',
      createdAt: at(70),
    });
    await insertSlip(t.app, {
      kind: 'training_credit',
      giverId: y.id,
      groupId: groupB,
      credits: '2',
      createdAt: at(60),
    });
    await insertSlip(t.app, {
      kind: 'testimonial',
      giverId: y.id,
      receiverId: peerB.id,
      groupId: groupB,
      createdAt: at(50),
    });
    for (let i = 0; i < 2; i++) {
      await t.store.db.insert(visitorInvitations).values({
        groupId: groupB,
        inviterId: y.id,
        name: `Visitor ${i}`,
        email: `visitor${i}@example.com`,
        tokenHash: `imports-test-${i}-${Date.now()}`,
        status: 'attended',
        processedAt: at(40 + i),
        attendedAt: at(40 + i),
      });
    }

    const imported: ActivityStatsResponse = (await get(x, '/api/activities/stats?months=6')).json();
    const recorded: ActivityStatsResponse = (await get(y, '/api/activities/stats?months=6')).json();
    expect(imported.trafficLight.weeks).toBe(10);
    expect(recorded.trafficLight.weeks).toBe(10);
    expect(imported.trafficLight.confirmed).toEqual(recorded.trafficLight.confirmed);
    expect(imported.trafficLight.provisional).toEqual(recorded.trafficLight.provisional);
    expect(imported.trafficLight.confirmed.colour).not.toBe('grey');
    expect(imported.trafficLight.imported?.periods).toHaveLength(1);
    expect(recorded.trafficLight.imported).toBeNull();
    const rows = await t.store.db.execute(
      sql`select count(*)::int as n from imported_palms where user_id = ${x.id}`,
    );
    expect(Number((rows.rows[0] as { n: number }).n)).toBe(1);
  });
});
