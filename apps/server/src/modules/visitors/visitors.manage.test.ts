import { MEETINGS_AUDIT_ACTIONS } from '@app/shared/meetings';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { visitorInvitations } from '../../db/schema/visitors';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { daysFromNow, meetingAt } from '../meetings/meetings.testing';

/**
 * docs/architecture.md 15.4: a visitor is marked attended only at the meeting of the invitation, once it
 * has started (409 otherwise), and a refusal changes nothing.
 */
describe('PUT /api/visitors/{id}/attended: only at a started meeting the visitor was invited to', () => {
  let t: TestApp;
  let member: TestUser;
  let secretary: TestUser;
  let n = 0;

  beforeAll(async () => {
    t = await buildTestApp();
    member = await createUser(t.app, { role: 'Member' });
    secretary = await createUser(t.app, { role: 'Secretary Treasurer' });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The member invites a visitor (to a meeting next week, or none); `meetingId` then moves it. */
  const visitor = async (options: { withMeeting: boolean; meetingId?: number }) => {
    n += 1;
    const invited = options.withMeeting ? await meetingAt(t.app, daysFromNow(7)) : null;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/visitors',
      headers: member.headers,
      payload: {
        name: `Visitor ${n}`,
        email: `attended-${n}@example.com`,
        ...(invited ? { meetingId: invited.id } : {}),
      },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as number;
    if (options.meetingId !== undefined) {
      await t.store.db
        .update(visitorInvitations)
        .set({ meetingId: options.meetingId })
        .where(eq(visitorInvitations.id, id));
    }
    return id;
  };
  const mark = (id: number, attended: boolean) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/visitors/${id}/attended`,
      headers: secretary.headers,
      payload: { attended },
    });
  const stored = async (id: number) => {
    const [row] = await t.store.db.select().from(visitorInvitations).where(eq(visitorInvitations.id, id));
    return row;
  };
  const attendedAudits = (id: number) =>
    t.store.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, MEETINGS_AUDIT_ACTIONS.visitorAttended), eq(auditLog.targetId, String(id))),
      );

  const REFUSED = [
    { case: 'a future meeting', make: () => visitor({ withMeeting: true }) },
    { case: 'no meeting', make: () => visitor({ withMeeting: false }) },
    {
      case: 'a cancelled meeting that would have started',
      make: async () =>
        visitor({
          withMeeting: true,
          meetingId: (await meetingAt(t.app, daysFromNow(-1), { status: 'cancelled' })).id,
        }),
    },
  ];

  it.each(REFUSED)('answers 409 CONFLICT for $case and changes nothing', async ({ make }) => {
    const id = await make();
    const res = await mark(id, true);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ type: 'CONFLICT', message: expect.any(String) });
    expect(await stored(id)).toMatchObject({ status: 'pending', attendedAt: null, attendedMarkedBy: null });
    expect(await attendedAudits(id)).toEqual([]);
  });

  it('marks a visitor of a meeting under way (200, audited), and takes the mark back', async () => {
    const started = await meetingAt(t.app, new Date(Date.now() - 10 * 60_000));
    const id = await visitor({ withMeeting: true, meetingId: started.id });
    const res = await mark(id, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'attended', attendedAt: expect.any(String) });
    expect(await stored(id)).toMatchObject({ status: 'attended', attendedMarkedBy: secretary.id });
    expect(await attendedAudits(id)).toHaveLength(1);

    const back = await mark(id, false);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ status: 'pending', attendedAt: null });
  });
});
