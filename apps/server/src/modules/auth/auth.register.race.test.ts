import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { memberships } from '../../db/schema/memberships';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { atOnce, describeRace, outcome, raceAddress, raceRounds, tally } from '../../testing/race';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { countGroupMember } from '../members/member-count';

const PASSWORD = 'Str0ng-Passw0rd!';
const CAPACITY = 1;
const RACERS = 4;
const ROUNDS = 16;

// A registration is a pending request and takes no seat (members/member-count.sql.ts): the seat is
// taken when leadership approves, under the group row lock (`lockSeats`). Validated by removing
// that lock: approvals racing for the last seat then seat 2 to 4 members in a group of 1.
describeRace('POST /api/register into a group with one seat left, then approving everyone at once', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.app, { isAdmin: true, groupId: null });
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`admits ${RACERS} registering at once as requests and seats one of them (${ROUNDS} rounds)`, async () => {
    const seen = await raceRounds(ROUNDS, async (round) => {
      const group = await createGroup(t.app, { capacity: CAPACITY });
      const registered = await atOnce(RACERS, (i) =>
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
      const requests = await t.store.db
        .select({ id: memberships.id })
        .from(memberships)
        .where(and(eq(memberships.groupId, group.id), eq(memberships.status, 'pending')));
      const approved = await atOnce(requests.length, (i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/approvals/member/${requests[i]?.id}`,
          headers: admin.headers,
          payload: { decision: 'approve' },
        }),
      );
      return {
        registered: tally(registered.map(outcome)),
        approved: tally(approved.map(outcome)),
        members: await countGroupMember(t.store.db, group.id),
      };
    });
    expect(seen).toEqual(
      Array(ROUNDS).fill({
        registered: { '200': RACERS },
        approved: { '200': CAPACITY, '409 GROUP_FULL': RACERS - CAPACITY },
        members: CAPACITY,
      }),
    );
  });
});
