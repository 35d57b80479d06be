import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { groups } from '../../db/schema/groups';
import { meetings } from '../../db/schema/meetings';
import { createGroup } from '../../testing/factories/group.factory';
import { atOnce, describeRace, raceRounds } from '../../testing/race';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { generateGroupMeetings } from './meetings.generate';
import { MEETING_SCHEDULE_JOB } from './meetings.plugin';

const RACERS = 6;
const ROUNDS = 4;

// Validated by dropping ON CONFLICT DO NOTHING (insertOccurrences): concurrent generators then fail
// on meetings_series_occurrence_key, and without the index they create each meeting several times.
describeRace('two nodes generating the weekly schedule at once', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await buildTestApp();
    b = await buildTestApp({}, { store: a.store });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it(`creates each meeting once with ${RACERS} generators at once (${ROUNDS} rounds)`, async () => {
    const seen = await raceRounds(ROUNDS, async (round) => {
      const group = await createGroup(a.app);
      await a.store.db
        .update(groups)
        .set({
          timezone: 'Europe/London',
          meetingWeekday: 1 + (round % 7),
          meetingTime: '07:00',
          meetingDurationMinutes: 60,
        })
        .where(eq(groups.id, group.id));
      const now = new Date();
      await atOnce<unknown>(RACERS, (i) =>
        i % 2 === 0
          ? (i % 4 === 0 ? a : b).app.dailyJobs.runNow(MEETING_SCHEDULE_JOB, now)
          : generateGroupMeetings((i % 3 === 0 ? a : b).store.db, group.id, now),
      );
      const rows = await a.store.db
        .select({ date: meetings.occurrenceDate })
        .from(meetings)
        .where(and(eq(meetings.groupId, group.id), eq(meetings.seriesId, 'weekly')));
      return {
        meetings: rows.length >= 11 && rows.length <= 12,
        distinct: new Set(rows.map((r) => r.date)).size === rows.length,
      };
    });
    expect(seen).toEqual(Array(ROUNDS).fill({ meetings: true, distinct: true }));
  });
});
