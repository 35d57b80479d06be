import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { substitutions } from '../../db/schema/meetings';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { atOnce, describeRace, outcome, raceRounds, tally } from '../../testing/race';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { daysFromNow, meetingAt } from './meetings.testing';

const ROUNDS = 5;
const CALLS = 8;

/**
 * ADR 008. A substitution is decided by the conditional `UPDATE ... WHERE status = 'pending'
 * RETURNING` of settleSubstitution (validated: with an update by id alone, several decisions
 * answered 200 and wrote an audit row each); a member's second request by the partial unique index
 * substitutions_member_meeting_key (ON CONFLICT DO NOTHING, then 409).
 */
describeRace('concurrent substitution requests and decisions', () => {
  let t: TestApp;
  let deciders: TestUser[];
  beforeAll(async () => {
    t = await buildTestApp();
    deciders = [
      await createUser(t.app, { role: 'President' }),
      await createUser(t.app, { role: 'Secretary Treasurer' }),
      await createUser(t.app, { isAdmin: true, role: 'Admin' }),
    ];
  });
  afterAll(async () => {
    await t?.close();
  });

  it('one request per member and meeting, and one decision of it, whatever arrives at once', async () => {
    const rounds = await raceRounds(ROUNDS, async () => {
      const member = await createUser(t.app, { role: 'Member' });
      const meeting = await meetingAt(t.app, daysFromNow(3));
      const requests = await atOnce(CALLS, (i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/meetings/${meeting.id}/substitutions`,
          headers: member.headers,
          payload: { substituteName: `Stand-in ${i}` },
        }),
      );
      const id = requests.find((r) => r.statusCode === 201)?.json().id ?? 0;
      const decisions = await atOnce(CALLS, (i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/approvals/substitute/${id}`,
          headers: deciders[i % deciders.length]?.headers ?? {},
          payload: { decision: i % 2 === 0 ? 'approve' : 'reject' },
        }),
      );
      const rows = await t.store.db
        .select()
        .from(substitutions)
        .where(eq(substitutions.meetingId, meeting.id));
      const audits = await t.store.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'approval.decided'), eq(auditLog.targetId, String(id))));
      return {
        requests: tally(requests.map(outcome)),
        decisions: tally(decisions.map((d) => String(d.statusCode))),
        rows: rows.length,
        decided: rows.every((r) => r.status !== 'pending'),
        audits: audits.length,
      };
    });
    expect(rounds).toEqual(
      Array(ROUNDS).fill({
        requests: { '201': 1, '409 CONFLICT': CALLS - 1 },
        decisions: { '200': 1, '409': CALLS - 1 },
        rows: 1,
        decided: true,
        audits: 1,
      }),
    );
  });
});
