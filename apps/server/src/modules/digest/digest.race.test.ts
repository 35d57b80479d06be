import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openStore, type Store } from '../../db/client';
import { digestSends } from '../../db/schema/digest';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { describeRace, raceRounds } from '../../testing/race';
import { buildTestApp, openTestStore, type TestApp } from '../../testing/test-app';
import { DAY, meetingAt } from '../meetings/meetings.testing';
import { DIGEST_JOB, runWeeklyDigest } from './digest.job';
import { digestGroup, digestsTo } from './digest.testing';

/**
 * Two app nodes, each with its own connection pool on one PostgreSQL database, run the weekly digest
 * at the same moment (and one of them dies in the middle): every member gets exactly one digest.
 */
describeRace('the weekly digest on two nodes at once (docs/architecture.md 14.7)', () => {
  let nodeA: TestApp;
  let nodeB: TestApp;
  let storeB: Store;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const opened = await openTestStore();
    drop = opened.drop;
    nodeA = await buildTestApp({}, { store: opened.store });
    const { rows } = await opened.store.db.execute<{ schema: string }>(
      sql`select current_schema() as schema`,
    );
    storeB = await openStore({
      databaseUrl: process.env.TEST_DATABASE_URL as string,
      searchPath: rows[0]?.schema as string,
      poolSize: 10,
      connectTimeoutMs: 5000,
    });
    nodeB = await buildTestApp({}, { store: storeB });
  });
  afterAll(async () => {
    await nodeA?.close();
    await nodeB?.close();
    await storeB?.close();
    await drop?.();
  });

  async function chapterOf(size: number): Promise<{ groupId: number; members: TestUser[] }> {
    const group = await digestGroup(nodeA.app);
    await meetingAt(nodeA.app, new Date(Date.now() - 2 * DAY), { groupId: group.id });
    const members: TestUser[] = [];
    for (let i = 0; i < size; i += 1) {
      members.push(await createUser(nodeA.app, { groupId: group.id }));
    }
    return { groupId: group.id, members };
  }
  const digestCounts = (members: TestUser[]) =>
    Promise.all(members.map(async (m) => (await digestsTo(nodeA.app, m.email)).length));

  it('mails every member once when both nodes run the daily jobs at the same moment', async () => {
    const rounds = await raceRounds(3, async () => {
      const { groupId, members } = await chapterOf(8);
      const now = new Date();
      const ran = await Promise.all([nodeA.app.dailyJobs.runDue(now), nodeB.app.dailyJobs.runDue(now)]);
      const rows = await nodeA.store.db.select().from(digestSends).where(eq(digestSends.groupId, groupId));
      return {
        ran: ran.map((names) => names.includes(DIGEST_JOB)),
        counts: await digestCounts(members),
        rows: rows.length,
      };
    });
    for (const round of rounds) {
      expect(round).toEqual({ ran: [true, true], counts: Array(8).fill(1), rows: 8 });
    }
  });

  it('builds each digest about once, not once per node, when both nodes run at the same moment', async () => {
    const { members } = await chapterOf(8);
    const now = new Date();
    const builds = { a: 0, b: 0 };
    // The two nodes start at different members (as Math.random makes them, almost always).
    await Promise.all([
      runWeeklyDigest(nodeA.app, now, {
        random: () => 0,
        built: () => {
          builds.a += 1;
        },
      }),
      runWeeklyDigest(nodeB.app, now, {
        random: () => 0.5,
        built: () => {
          builds.b += 1;
        },
      }),
    ]);
    expect(await digestCounts(members)).toEqual(Array(8).fill(1));
    // Before, each node built all 8 and the claim threw one of each pair away (16 builds).
    const total = builds.a + builds.b;
    expect(total).toBeGreaterThanOrEqual(8);
    expect(total).toBeLessThanOrEqual(10);
  });

  it('mails every member once when one node dies mid-run while the other runs, and both run again', async () => {
    const { members } = await chapterOf(10);
    const now = new Date();
    // Node B starts when node A is in its third member's transaction; A holds that transaction open
    // until B has queued a digest (or 2 s have passed: B may wait on A's claim), then dies. So A
    // always dies mid-run, with B running beside it, however the two are scheduled.
    let startB: () => void = () => undefined;
    const bStarts = new Promise<void>((resolve) => {
      startB = resolve;
    });
    let bQueued: () => void = () => undefined;
    const bHasQueued = new Promise<void>((resolve) => {
      bQueued = resolve;
    });
    let seen = 0;
    const crashing = runWeeklyDigest(nodeA.app, now, {
      beforeCommit: async () => {
        seen += 1;
        if (seen === 3) {
          startB();
          await Promise.race([bHasQueued, new Promise((resolve) => setTimeout(resolve, 2000))]);
          throw new Error('node A killed');
        }
      },
    });
    const running = bStarts.then(() => runWeeklyDigest(nodeB.app, now, { afterQueued: () => bQueued() }));
    const [a, b] = await Promise.allSettled([crashing, running]);
    expect(a.status).toBe('rejected');
    expect(b.status).toBe('fulfilled');
    expect(seen).toBe(3);
    await Promise.all([runWeeklyDigest(nodeA.app, new Date()), runWeeklyDigest(nodeB.app, new Date())]);
    expect(await digestCounts(members)).toEqual(Array(10).fill(1));
  });
});
