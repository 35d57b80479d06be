import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { attendance, meetings } from '../../db/schema/meetings';
import { memberships } from '../../db/schema/memberships';
import { outbox } from '../../db/schema/outbox';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { monthsBefore } from './meetings.attendance';
import { daysFromNow, meetingAt } from './meetings.testing';

describe('attendance (PALMS), the rolling absence count and substitutes', () => {
  let t: TestApp;
  let secretary: TestUser;
  let ann: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    // A group of its own: only these members on the sheet.
    t = await buildTestApp();
    const group = await createGroup(t.app);
    secretary = await createUser(t.app, { role: 'Secretary Treasurer', groupId: group.id });
    ann = await createUser(t.app, { role: 'Member', groupId: group.id });
    bob = await createUser(t.app, { role: 'Member', groupId: group.id });
    await createUser(t.app, { role: 'Visitor', groupId: group.id });
  });
  afterAll(async () => {
    await t?.close();
  });

  const sheetOf = (id: number, user = secretary) =>
    t.app.inject({ method: 'GET', url: `/api/meetings/${id}/attendance`, headers: user.headers });
  const save = (id: number, records: object[], user = secretary) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/meetings/${id}/attendance`,
      headers: user.headers,
      payload: { records },
    });
  const rowOf = (sheet: { rows: { userId: number }[] }, user: TestUser) =>
    sheet.rows.find((r) => r.userId === user.id);

  it('records letters for the members of the day in one request, each change audited', async () => {
    const groupId = secretary.groupId ?? 0;
    const meeting = await meetingAt(t.app, daysFromNow(-1), { groupId });
    const empty = (await sheetOf(meeting.id)).json();
    expect(empty.recordable).toBe(true);
    expect(empty.rows.map((r: { userId: number }) => r.userId).sort()).toEqual(
      [secretary.id, ann.id, bob.id].sort(),
    );
    expect(rowOf(empty, ann)).toMatchObject({
      status: null,
      letter: null,
      recorded: false,
      absences: 0,
      flagged: false,
    });

    const saved = await save(meeting.id, [
      { userId: secretary.id, status: 'P' },
      { userId: ann.id, status: 'late' },
      { userId: bob.id, status: 'm' },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(rowOf(saved.json(), ann)).toMatchObject({ status: 'late', letter: 'L', recorded: true });
    expect(rowOf(saved.json(), bob)).toMatchObject({ status: 'medical', letter: 'M' });
    expect(saved.json().totals).toEqual({ present: 1, absent: 0, late: 1, medical: 1, substitute: 0 });
    expect(saved.json().records).toEqual(saved.json().rows);

    // Editable later: only the change is audited.
    await save(meeting.id, [
      { userId: ann.id, status: 'present' },
      { userId: bob.id, status: 'M' },
    ]);
    const audit = await t.store.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(meeting.id)));
    expect(audit.filter((a) => a.action === 'meeting.attendance.recorded')).toHaveLength(4);
    expect(audit.at(-1)?.data).toMatchObject({ userId: ann.id, before: 'late', after: 'present' });

    for (const records of [
      [{ userId: 999_999, status: 'P' }],
      [{ userId: ann.id, status: 'X' }],
      [{ userId: ann.id }],
    ]) {
      expect((await save(meeting.id, records)).statusCode).toBe(400);
    }
    expect(
      (
        await save(meeting.id, [
          { userId: ann.id, status: 'P' },
          { userId: ann.id, status: 'A' },
        ])
      ).statusCode,
    ).toBe(400);
  });

  it('refuses a future meeting with 409', async () => {
    const meeting = await meetingAt(t.app, daysFromNow(2), { groupId: secretary.groupId ?? 0 });
    expect((await sheetOf(meeting.id)).json().recordable).toBe(false);
    const res = await save(meeting.id, [{ userId: ann.id, status: 'P' }]);
    expect(res.statusCode).toBe(409);
    expect(res.json().type).toBe('CONFLICT');
  });

  it('counts absences (A only) in the 6 months before the meeting, edges included and excluded', async () => {
    const groupId = secretary.groupId ?? 0;
    await t.store.db
      .update(memberships)
      .set({ joinedAt: new Date('2025-01-01T00:00:00Z') })
      .where(eq(memberships.userId, ann.id));
    const current = await meetingAt(t.app, '2026-08-31T07:00:00Z', { groupId });
    const windowStart = monthsBefore(current.startsAt, 6);
    expect(windowStart.toISOString()).toBe('2026-02-28T07:00:00.000Z');
    const at = async (start: Date, status: 'absent' | 'medical' | 'substitute') => {
      const m = await meetingAt(t.app, start, { groupId });
      await t.store.db.insert(attendance).values({ meetingId: m.id, userId: ann.id, status });
    };
    await at(windowStart, 'absent'); // the window's first instant: counts
    await at(new Date(windowStart.getTime() - 1000), 'absent'); // a second before: does not
    await at(new Date('2026-05-07T07:00:00Z'), 'absent');
    await at(new Date('2026-06-04T07:00:00Z'), 'medical'); // M is not an absence
    await at(new Date('2026-06-11T07:00:00Z'), 'substitute'); // nor is S
    await at(current.startsAt, 'absent'); // the meeting itself is not before itself
    const sheet = (await sheetOf(current.id)).json();
    expect(sheet.windowStart).toBe('2026-02-28T07:00:00.000Z');
    expect(rowOf(sheet, ann)).toMatchObject({ absences: 2, flagged: false });
    await at(new Date('2026-07-02T07:00:00Z'), 'absent');
    expect(rowOf((await sheetOf(current.id)).json(), ann)).toMatchObject({ absences: 3, flagged: true });
    // A day later the window has moved past its first absence.
    const later = await meetingAt(t.app, '2026-09-01T07:00:00Z', { groupId });
    expect(rowOf((await sheetOf(later.id)).json(), ann)).toMatchObject({ absences: 3, flagged: true });
    const muchLater = await meetingAt(t.app, '2026-11-08T07:00:00Z', { groupId });
    expect(rowOf((await sheetOf(muchLater.id)).json(), ann)).toMatchObject({ absences: 2, flagged: false });
  });

  it('puts an approved substitution on the sheet as S; a decision twice answers 409; the member is told', async () => {
    const groupId = secretary.groupId ?? 0;
    const meeting = await meetingAt(t.app, daysFromNow(1 / 24), { groupId });
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/meetings/${meeting.id}/substitutions`,
      headers: bob.headers,
      payload: {
        substituteName: ' Sam Stand-in ',
        substituteEmail: 'Sam@Example.com',
        content: 'Sam knows the agenda',
      },
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      substituteId: null,
      substituteName: 'Sam Stand-in',
      substitutionStatus: 'pending',
      content: 'Sam knows the agenda',
      substituteEmail: 'sam@example.com',
      member: { id: bob.id },
    });
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/meetings/${meeting.id}/substitutions`,
      headers: bob.headers,
      payload: { substituteName: 'Other' },
    });
    expect(twice.statusCode).toBe(409);

    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/approvals?kind=substitute',
      headers: secretary.headers,
    });
    expect(queue.json().items).toEqual([
      expect.objectContaining({
        kind: 'substitute',
        id: sent.json().id,
        requestedBy: { id: bob.id, name: bob.name },
      }),
    ]);
    const decide = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/approvals/substitute/${sent.json().id}`,
        headers: secretary.headers,
        payload: { decision: 'approve' },
      });
    expect((await decide()).statusCode).toBe(200);
    expect((await decide()).statusCode).toBe(409);

    // The meeting has started: the sheet can be kept.
    await t.store.db
      .update(meetings)
      .set({ startsAt: daysFromNow(-0.01) })
      .where(eq(meetings.id, meeting.id));
    const sheet = (await sheetOf(meeting.id)).json();
    expect(rowOf(sheet, bob)).toMatchObject({
      status: 'substitute',
      letter: 'S',
      recorded: false,
      substitution: expect.objectContaining({ substitutionStatus: 'approved' }),
    });
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/meetings/${meeting.id}`, headers: ann.headers })
    ).json();
    expect(detail.substitutions[0]).toMatchObject({
      substituteName: 'Sam Stand-in',
      substitutionStatus: 'approved',
    });
    const mails = (await t.store.db.select().from(outbox)).map(
      (r) => r.payload as { to: string; subject: string },
    );
    expect(mails.some((m) => m.to === bob.email && m.subject.includes('approved'))).toBe(true);
  });
});
