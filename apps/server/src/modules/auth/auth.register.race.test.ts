import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { memberships } from '../../db/schema/memberships';
import { createGroup } from '../../testing/factories/group.factory';
import { atOnce, describeRace, outcome, raceAddress, raceRounds, tally } from '../../testing/race';
import { buildTestApp, type TestApp } from '../../testing/test-app';

const PASSWORD = 'Str0ng-Passw0rd!';
const CAPACITY = 1;
const RACERS = 4;
const ROUNDS = 16;

// Validated by removing the lock (docs/decisions/008-race-tests.md): without `lockGroup` in
// register(), most rounds seat 2 to 4 members in a group of 1.
describeRace('POST /api/register into a group with one seat left', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`gives the last free seat to one of ${RACERS} registering at once (${ROUNDS} rounds)`, async () => {
    const seen = await raceRounds(ROUNDS, async (round) => {
      const group = await createGroup(t.app, { capacity: CAPACITY });
      const answers = await atOnce(RACERS, (i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/register',
          remoteAddress: raceAddress(round, i),
          payload: {
            name: 'Racer',
            email: `racer-${round}-${i}@example.com`,
            password: PASSWORD,
            groupCode: group.joinCode,
          },
        }),
      );
      const [seats] = await t.store.db
        .select({ n: sql<number>`count(*)::int` })
        .from(memberships)
        .where(and(eq(memberships.groupId, group.id), inArray(memberships.status, ['active', 'pending'])));
      return { seats: seats?.n, answers: tally(answers.map(outcome)) };
    });
    expect(seen).toEqual(
      Array(ROUNDS).fill({
        seats: CAPACITY,
        answers: { '200': CAPACITY, '409 GROUP_FULL': RACERS - CAPACITY },
      }),
    );
  });
});
