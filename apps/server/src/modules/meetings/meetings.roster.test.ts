import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendance } from '../../db/schema/meetings';
import { memberships } from '../../db/schema/memberships';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { JOIN_GRACE_MS, membersOnDay } from './meetings.roster.repo';
import { daysFromNow, meetingAt } from './meetings.testing';

describe("the members of a meeting's day (the sheet's rows)", () => {
  let t: TestApp;
  let ann: TestUser;
  let late: TestUser;
  let gone: TestUser;
  let stranger: TestUser;
  let groupId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    const group = await createGroup(t.app);
    const other = await createGroup(t.app);
    groupId = group.id;
    ann = await createUser(t.app, { role: 'Member', groupId });
    late = await createUser(t.app, { role: 'Member', groupId });
    gone = await createUser(t.app, { role: 'Member', groupId });
    stranger = await createUser(t.app, { role: 'Member', groupId: other.id });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("holds today's members who had joined by then and anyone on its sheet, nobody else", async () => {
    const meeting = await meetingAt(t.app, daysFromNow(-60), { groupId });
    const db = t.app.store.db;
    // Members for a year.
    await db
      .update(memberships)
      .set({ joinedAt: daysFromNow(-365) })
      .where(eq(memberships.groupId, groupId));
    // Joined after the meeting and its grace: not on that day's sheet.
    await db
      .update(memberships)
      .set({ joinedAt: new Date(meeting.endsAt.getTime() + JOIN_GRACE_MS + 86_400_000) })
      .where(eq(memberships.userId, late.id));
    // Recorded on the sheet, then left the group: keeps the row.
    await db.insert(attendance).values({ meetingId: meeting.id, userId: gone.id, status: 'present' });
    await db.update(memberships).set({ status: 'removed' }).where(eq(memberships.userId, gone.id));

    const ids = (await membersOnDay(db, groupId, meeting.id, meeting.endsAt)).map((m) => m.userId);
    expect(ids).toContain(ann.id);
    expect(ids).toContain(gone.id);
    expect(ids).not.toContain(late.id);
    expect(ids).not.toContain(stranger.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
