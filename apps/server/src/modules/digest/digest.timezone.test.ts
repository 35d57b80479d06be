import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { meetingAt } from '../meetings/meetings.testing';
import { runWeeklyDigest } from './digest.job';
import { digestWeekOf } from './digest.schedule';
import { digestGroup, digestsTo } from './digest.testing';

const NY = 'America/New_York';

describe("the digest goes out at 08:00 in the group's timezone the day after the meeting", () => {
  it('keeps 08:00 local across the end and the start of daylight saving time in New York', () => {
    // Saturday 31 October 2026, 07:00 EDT; summer time ends on Sunday 1 November at 02:00.
    expect(digestWeekOf(new Date('2026-10-31T11:00:00Z'), NY)).toEqual({
      weekOf: '2026-10-26',
      sendAt: new Date('2026-11-01T13:00:00Z'),
    });
    // Saturday 13 March 2027, 07:00 EST; summer time starts on Sunday 14 March at 02:00.
    expect(digestWeekOf(new Date('2027-03-13T12:00:00Z'), NY)).toEqual({
      weekOf: '2027-03-08',
      sendAt: new Date('2027-03-14T12:00:00Z'),
    });
  });

  it("takes the meeting's local date: late evening in UTC is the next morning in Tokyo", () => {
    // Tuesday 24 November 2026 23:30 UTC is Wednesday 08:30 in Tokyo: the digest is Thursday 08:00 JST.
    expect(digestWeekOf(new Date('2026-11-24T23:30:00Z'), 'Asia/Tokyo')).toEqual({
      weekOf: '2026-11-23',
      sendAt: new Date('2026-11-25T23:00:00Z'),
    });
    // A Sunday meeting belongs to the week that began on the Monday before.
    expect(digestWeekOf(new Date('2026-11-29T10:00:00Z'), 'UTC').weekOf).toBe('2026-11-23');
  });

  describe('the job, around the November change in New York', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp();
    });
    afterAll(async () => {
      await t?.close();
    });

    it('sends nothing at 12:59Z (07:59 EST, though 24 hours after 08:00 EDT) and sends at 13:00Z (08:00 EST)', async () => {
      const group = await digestGroup(t.app, NY);
      await meetingAt(t.app, '2026-10-31T11:00:00Z', { groupId: group.id });
      const member = await createUser(t.app, { groupId: group.id });
      await runWeeklyDigest(t.app, new Date('2026-11-01T11:59:00Z'));
      await runWeeklyDigest(t.app, new Date('2026-11-01T12:59:59Z'));
      expect(await digestsTo(t.app, member.email)).toEqual([]);
      await runWeeklyDigest(t.app, new Date('2026-11-01T13:00:00Z'));
      expect(await digestsTo(t.app, member.email)).toHaveLength(1);
      // The rest of the week: no second one.
      await runWeeklyDigest(t.app, new Date('2026-11-03T13:00:00Z'));
      expect(await digestsTo(t.app, member.email)).toHaveLength(1);
    });

    it("sends the next week's digest after the next meeting", async () => {
      const group = await digestGroup(t.app, NY);
      await meetingAt(t.app, '2026-10-31T11:00:00Z', { groupId: group.id });
      await meetingAt(t.app, '2026-11-07T12:00:00Z', { groupId: group.id });
      const member = await createUser(t.app, { groupId: group.id });
      await runWeeklyDigest(t.app, new Date('2026-11-01T13:00:00Z'));
      await runWeeklyDigest(t.app, new Date('2026-11-08T12:59:00Z'));
      expect(await digestsTo(t.app, member.email)).toHaveLength(1);
      await runWeeklyDigest(t.app, new Date('2026-11-08T13:00:00Z'));
      expect(await digestsTo(t.app, member.email)).toHaveLength(2);
    });
  });
});
