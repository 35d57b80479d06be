import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { conversationParticipants, conversations, messages } from '../../db/schema/inbox';
import { createUser } from '../../testing/factories/user.factory';
import { atOnce, describeRace, outcome, raceRounds, tally } from '../../testing/race';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { pairKey } from './inbox.access';
import { send } from './inbox.testing';

const RACERS = 8;
const ROUNDS = 12;

// Validated by removing the lock (docs/decisions/008-race-tests.md): without ON CONFLICT DO NOTHING
// on the pair key, the second first-message fails with a duplicate key (500); without FOR UPDATE on
// the pair's conversation, its latest-message pointer ends on an older message.
describeRace('POST /api/inbox/messages by both sides of a new pair at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`opens one conversation and keeps its latest message right (${RACERS} sends, ${ROUNDS} rounds)`, async () => {
    const seen = await raceRounds(ROUNDS, async () => {
      const a = await createUser(t.app);
      const b = await createUser(t.app);
      const answers = await atOnce(RACERS, (i) =>
        i % 2 === 0 ? send(t.app, a, b, `a${i}`) : send(t.app, b, a, `b${i}`),
      );
      const pair = await t.store.db
        .select({ id: conversations.id, lastMessageId: conversations.lastMessageId })
        .from(conversations)
        .where(eq(conversations.pairKey, pairKey(a.id, b.id)));
      const conversationId = pair[0]?.id ?? 0;
      const [participants] = await t.store.db
        .select({ n: sql<number>`count(*)::int` })
        .from(conversationParticipants)
        .where(eq(conversationParticipants.conversationId, conversationId));
      const [newest] = await t.store.db
        .select({ id: sql<number>`max(${messages.id})::int` })
        .from(messages)
        .where(eq(messages.conversationId, conversationId));
      return {
        answers: tally(answers.map(outcome)),
        conversationIdsAnswered: new Set(answers.map((r) => r.json().data?.conversationId)).size,
        conversationsOfPair: pair.length,
        participants: participants?.n,
        latestPointsAtNewest: pair[0]?.lastMessageId === newest?.id,
      };
    });
    expect(seen).toEqual(
      Array(ROUNDS).fill({
        answers: { '200': RACERS },
        conversationIdsAnswered: 1,
        conversationsOfPair: 1,
        participants: 2,
        latestPointsAtNewest: true,
      }),
    );
  });
});
