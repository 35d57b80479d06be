import { AUDIT_ACTIONS } from '@app/shared/audit';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/users';
import { createUser } from '../../testing/factories/user.factory';
import { atOnce, describeRace, outcome, raceAddress, raceRounds, tally } from '../../testing/race';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { verifyPassword } from './auth.password';
import { insertResetToken } from './auth.reset.repo';
import { hashLinkToken, newLinkToken } from './auth.secrets';

const RACERS = 6;
const ROUNDS = 14;

// Validated by removing the lock (docs/decisions/008-race-tests.md): with consumeResetToken reading
// the token and then marking it used (instead of one conditional UPDATE), several submissions of
// one link succeed in nearly every round.
describeRace('POST /api/reset-password/:token submitted many times at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`lets exactly one of ${RACERS} submissions of one link set the password (${ROUNDS} rounds)`, async () => {
    const seen = await raceRounds(ROUNDS, async (round) => {
      const member = await createUser(t.app);
      const token = newLinkToken();
      await insertResetToken(t.store.db, {
        userId: member.id,
        tokenHash: hashLinkToken(token),
        expiresAt: new Date(Date.now() + 60 * 60_000),
      });
      const passwords = Array.from({ length: RACERS }, (_, i) => `Race-${round}-Passw0rd-${i}!`);
      const answers = await atOnce(RACERS, (i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/reset-password/${token}`,
          remoteAddress: raceAddress(round, i),
          payload: { password: passwords[i] },
        }),
      );
      const [user] = await t.store.db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, member.id));
      const winner = answers.findIndex((r) => r.statusCode === 200);
      const audits = await t.store.db
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(
          and(eq(auditLog.action, AUDIT_ACTIONS.passwordReset), eq(auditLog.targetId, String(member.id))),
        );
      const reused = await t.app.inject({
        method: 'POST',
        url: `/api/reset-password/${token}`,
        remoteAddress: raceAddress(round, RACERS),
        payload: { password: 'Later-Passw0rd!' },
      });
      return {
        answers: tally(answers.map(outcome)),
        afterwards: outcome(reused),
        resetsAudited: audits.length,
        winnerPasswordStands: await verifyPassword(user?.passwordHash ?? '', passwords[winner] ?? ''),
      };
    });
    expect(seen).toEqual(
      Array(ROUNDS).fill({
        answers: { '200': 1, '400 INVALID_RESET_TOKEN': RACERS - 1 },
        afterwards: '400 INVALID_RESET_TOKEN',
        resetsAudited: 1,
        winnerPasswordStands: true,
      }),
    );
  });
});
