import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { activities } from '../../db/schema/activities';
import { auditLog } from '../../db/schema/audit';
import { mentorshipApplications } from '../../db/schema/mentorship';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { atOnce, describeRace, outcome, raceRounds, tally } from '../../testing/race';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { insertApplication, insertSlip } from './activity.testing';

const ROUNDS = 4;
const CALLS = 20;

/**
 * ADR 008. Slip decisions are guarded by the conditional `UPDATE ... WHERE id = $1 AND status IN
 * (...) RETURNING` of moveStatus (activity.repo.ts); mentorship acceptances by the mentor row lock
 * (`lockMentor`, FOR UPDATE) and application moves by the same conditional update.
 * Validated (PostgreSQL): with moveStatus's status condition removed (`where id = $1` only), the
 * rounds answered 200 to 4, 20, 20 and 20 of the 20 referral decisions with as many audit rows,
 * and to all 20 one-to-one answers; with lockMentor's `for update` removed, the capacity test
 * accepted all 6 applications of a mentor with room for one. The open-pair unique index (and its
 * 23505 turned into 409) keeps the last test at one application.
 */
describeRace('concurrent decisions of one slip', () => {
  let t: TestApp;
  let deciders: TestUser[];
  let giver: TestUser;
  let receiver: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    deciders = [
      await createUser(t.app, { role: 'President' }),
      await createUser(t.app, { role: 'Vice President' }),
      await createUser(t.app, { isAdmin: true, role: 'Admin' }),
    ];
    giver = await createUser(t.app);
    receiver = await createUser(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('20 simultaneous approve/reject calls on one referral: exactly one wins, one audit row', async () => {
    const rounds = await raceRounds(ROUNDS, async () => {
      const slip = await insertSlip(t.app, { kind: 'referral', giverId: giver.id, receiverId: receiver.id });
      const answers = await atOnce(CALLS, (i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/approvals/referral/${slip.id}`,
          headers: deciders[i % deciders.length]?.headers ?? {},
          payload: { decision: i % 2 === 0 ? 'approve' : 'reject' },
        }),
      );
      const won = answers.find((a) => a.statusCode === 200)?.json().status;
      const [after] = await t.store.db.select().from(activities).where(eq(activities.id, slip.id));
      const audits = await t.store.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetType, 'activity'), eq(auditLog.targetId, String(slip.id))));
      return {
        answers: tally(answers.map(outcome)),
        consistent: after?.status === won,
        audits: audits.length,
      };
    });
    const expected = { answers: { '200': 1, '409 CONFLICT': CALLS - 1 }, consistent: true, audits: 1 };
    expect(rounds).toEqual(Array.from({ length: ROUNDS }, () => expected));
  });

  it('20 simultaneous accept/decline answers to one one-to-one request: exactly one wins', async () => {
    const rounds = await raceRounds(ROUNDS, async () => {
      const slip = await insertSlip(t.app, {
        kind: 'one_to_one',
        giverId: giver.id,
        receiverId: receiver.id,
      });
      const answers = await atOnce(CALLS, (i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/activities/${slip.id}/status`,
          headers: receiver.headers,
          payload: { status: i % 2 === 0 ? 'accepted' : 'declined' },
        }),
      );
      const won = answers.find((a) => a.statusCode === 200)?.json().status;
      const [after] = await t.store.db.select().from(activities).where(eq(activities.id, slip.id));
      return { answers: tally(answers.map(outcome)), consistent: after?.status === won };
    });
    const expected = { answers: { '200': 1, '409 CONFLICT': CALLS - 1 }, consistent: true };
    expect(rounds).toEqual(Array.from({ length: ROUNDS }, () => expected));
  });

  it('a mentor with room for one accepting many applications at once takes exactly one', async () => {
    const rounds = await raceRounds(ROUNDS, async () => {
      const mentor = await createUser(t.app);
      const applications: { id: number }[] = [];
      for (let i = 0; i < 6; i += 1) {
        const mentee = await createUser(t.app);
        applications.push(
          await insertApplication(t.app, { mentorId: mentor.id, menteeId: mentee.id, capacity: 1 }),
        );
      }
      const answers = await atOnce(applications.length, (i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/mentorship/applications/${applications[i]?.id}/status`,
          headers: mentor.headers,
          payload: { status: 'accepted' },
        }),
      );
      const accepted = await t.store.db
        .select()
        .from(mentorshipApplications)
        .where(
          and(eq(mentorshipApplications.mentorId, mentor.id), eq(mentorshipApplications.status, 'accepted')),
        );
      return { answers: tally(answers.map(outcome)), accepted: accepted.length };
    });
    const expected = { answers: { '200': 1, '409 CONFLICT': 5 }, accepted: 1 };
    expect(rounds).toEqual(Array.from({ length: ROUNDS }, () => expected));
  });

  it('one mentee applying to one mentor many times at once: one open application', async () => {
    const rounds = await raceRounds(ROUNDS, async () => {
      const mentor = await createUser(t.app);
      const mentee = await createUser(t.app);
      await t.app.inject({
        method: 'PUT',
        url: '/api/mentors/me',
        headers: mentor.headers,
        payload: { expertise: ['Sales'], bio: '', capacity: 5, accepting: true },
      });
      const answers = await atOnce(8, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/mentorship/applications',
          headers: mentee.headers,
          payload: { mentorId: mentor.id, goals: 'Learn' },
        }),
      );
      return tally(answers.map(outcome));
    });
    expect(rounds).toEqual(Array.from({ length: ROUNDS }, () => ({ '201': 1, '409 CONFLICT': 7 })));
  });
});
