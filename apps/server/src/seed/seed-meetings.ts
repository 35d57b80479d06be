import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { groups } from '../db/schema/groups';
import { attendance, meetings, rsvps, substitutions } from '../db/schema/meetings';
import { memberships } from '../db/schema/memberships';
import { visitorInvitations } from '../db/schema/visitors';
import { hashLinkToken } from '../modules/auth/auth.secrets';
import { generateGroupMeetings } from '../modules/meetings/meetings.generate';
import { WEEKLY_SERIES, weeklyTitle } from '../modules/meetings/meetings.generate.repo';
import { JOIN_GRACE_MS } from '../modules/meetings/meetings.roster.repo';
import { localDate, occurrencesBetween } from '../modules/meetings/meetings.schedule';
import { seededRandom } from './seeded-random';

/**
 * Demo meetings (docs/architecture.md 14.3) for `npm run seed:demo`: the group's Thursday breakfast meeting
 * every week of the past year and the next 12 weeks, RSVPs, a PALMS sheet for every past meeting
 * (a few members with 2-3 absences in the last 6 months), visitors in every status and substitutes.
 * Deterministic apart from the dates (relative to `now`).
 */

const DAY = 86_400_000;

const VISITORS = [
  { name: 'Laura Bennett', company: 'Bennett Bakery' },
  { name: 'Kevin Walsh', company: 'Walsh Roofing' },
  { name: 'Priya Nair', company: 'Nair Physio' },
  { name: 'Tom Fischer', company: 'Fischer Print' },
  { name: 'Sofia Russo', company: 'Russo Interiors' },
  { name: 'Daniel Okafor', company: 'Okafor IT' },
  { name: 'Emma Lindqvist', company: 'Lindqvist Legal' },
  { name: 'Marco Ferri', company: 'Ferri Travel' },
];

/** Members (by index in memberIds) with absences in the last 6 months: 3 (flagged), 2 and 2. */
const ABSENT = new Map([
  [4, 3],
  [9, 2],
  [14, 2],
]);

export interface SeededMeetings {
  meetings: number;
  rsvps: number;
  attendance: number;
  visitors: number;
  substitutions: number;
}

export async function seedMeetings(
  db: Db,
  input: { groupId: number; memberIds: number[]; now?: Date },
): Promise<SeededMeetings> {
  const now = input.now ?? new Date();
  const rand = seededRandom(4242);
  const [group] = await db.select().from(groups).where(eq(groups.id, input.groupId));
  if (!group) {
    throw new Error(`no group ${input.groupId}`);
  }
  if (group.meetingWeekday === null || group.meetingTime === null || group.meetingDurationMinutes === null) {
    await db
      .update(groups)
      .set({
        meetingWeekday: 4,
        meetingTime: '07:00',
        meetingDurationMinutes: 90,
        meetingLocation: 'Grand Hotel, Meeting Room 2',
      })
      .where(eq(groups.id, group.id));
  }
  const schedule = {
    weekday: group.meetingWeekday ?? 4,
    time: (group.meetingTime ?? '07:00').slice(0, 5),
    durationMinutes: group.meetingDurationMinutes ?? 90,
    timezone: group.timezone,
  };
  const location = group.meetingLocation ?? 'Grand Hotel, Meeting Room 2';
  const title = weeklyTitle({ ...schedule, id: group.id, name: group.name, location });

  // The past year of the weekly series, then the next 12 weeks (the daily job's work).
  const pastOccurrences = occurrencesBetween(
    schedule,
    localDate(new Date(now.getTime() - 365 * DAY), schedule.timezone),
    localDate(now, schedule.timezone),
  ).filter((o) => o.endsAt.getTime() < now.getTime());
  if (pastOccurrences.length > 0) {
    await db
      .insert(meetings)
      .values(
        pastOccurrences.map((o, i) => ({
          groupId: group.id,
          title,
          startsAt: o.startsAt,
          endsAt: o.endsAt,
          location,
          agenda:
            i % 4 === 0
              ? 'Education slot, 60-second presentations, referrals'
              : '60-second presentations, referrals',
          seriesId: WEEKLY_SERIES,
          occurrenceDate: o.occurrenceDate,
        })),
      )
      .onConflictDoNothing();
  }
  await generateGroupMeetings(db, group.id, now);
  const all = await db
    .select()
    .from(meetings)
    .where(eq(meetings.groupId, group.id))
    .orderBy(asc(meetings.startsAt));
  const past = all.filter((m) => m.endsAt.getTime() < now.getTime());
  const upcoming = all.filter((m) => m.startsAt.getTime() > now.getTime());

  // One past meeting cancelled (a holiday week), one upcoming one with a special agenda.
  const holiday = past[Math.max(0, past.length - 20)];
  if (holiday) {
    await db
      .update(meetings)
      .set({ status: 'cancelled', editedAt: now, agenda: 'Cancelled: public holiday' })
      .where(eq(meetings.id, holiday.id));
    holiday.status = 'cancelled';
  }
  const special = upcoming[2];
  if (special) {
    await db
      .update(meetings)
      .set({ agenda: 'Guest speaker: growing your referral network', editedAt: now })
      .where(eq(meetings.id, special.id));
  }

  const joined = new Map(
    (
      await db
        .select({ userId: memberships.userId, joinedAt: memberships.joinedAt })
        .from(memberships)
        .where(eq(memberships.groupId, group.id))
    ).map((m) => [m.userId, m.joinedAt.getTime()]),
  );
  const onSheet = (userId: number, endsAt: Date) =>
    (joined.get(userId) ?? 0) <= endsAt.getTime() + JOIN_GRACE_MS;

  // RSVPs: most members answer the next four meetings and answered the past ones.
  const statuses = ['attending', 'attending', 'attending', 'tentative', 'not_attending'] as const;
  const rsvpRows: (typeof rsvps.$inferInsert)[] = [];
  for (const meeting of [...past.slice(-26), ...upcoming.slice(0, 4)]) {
    if (meeting.status === 'cancelled') {
      continue;
    }
    for (const userId of input.memberIds) {
      if (onSheet(userId, meeting.endsAt) && rand() < 0.7) {
        rsvpRows.push({
          meetingId: meeting.id,
          userId,
          status: statuses[Math.floor(rand() * statuses.length)] ?? 'attending',
        });
      }
    }
  }
  if (rsvpRows.length > 0) {
    await db.insert(rsvps).values(rsvpRows).onConflictDoNothing();
  }

  // PALMS sheets of every past meeting; absences in the last 6 months for a few members.
  const sixMonthsAgo = now.getTime() - 182 * DAY;
  const recent = past.filter((m) => m.status === 'scheduled' && m.startsAt.getTime() >= sixMonthsAgo);
  const absentAt = new Map<number, Set<number>>();
  for (const [index, count] of ABSENT) {
    const userId = input.memberIds[index];
    if (userId === undefined) {
      continue;
    }
    // Among the recent meetings on the member's sheets (a newcomer has fewer).
    const theirs = recent.filter((m) => onSheet(userId, m.endsAt));
    const picks = new Set<number>();
    for (let k = 0; k < count && theirs.length > 0; k++) {
      picks.add(theirs[Math.floor(((k + 1) * theirs.length) / (count + 1))]?.id ?? 0);
    }
    absentAt.set(userId, picks);
  }
  const recorder = input.memberIds[0] ?? null;
  const sheetRows: (typeof attendance.$inferInsert)[] = [];
  for (const meeting of past) {
    if (meeting.status === 'cancelled') {
      continue;
    }
    for (const userId of input.memberIds) {
      if (!onSheet(userId, meeting.endsAt)) {
        continue;
      }
      const roll = rand();
      const status = absentAt.get(userId)?.has(meeting.id)
        ? 'absent'
        : roll < 0.04
          ? 'late'
          : roll < 0.06
            ? 'medical'
            : meeting.startsAt.getTime() < sixMonthsAgo && roll < 0.09
              ? 'absent'
              : 'present';
      sheetRows.push({ meetingId: meeting.id, userId, status, recordedBy: recorder });
    }
  }
  for (let i = 0; i < sheetRows.length; i += 1000) {
    await db
      .insert(attendance)
      .values(sheetRows.slice(i, i + 1000))
      .onConflictDoNothing();
  }

  // Substitutes: one approved for a recent meeting (S on its sheet), one pending for the next one.
  let substitutionCount = 0;
  const lastPast = recent.at(-2);
  const subMember = input.memberIds[6];
  const decider = input.memberIds[0];
  if (lastPast && subMember !== undefined && decider !== undefined) {
    const note = {
      substituteId: null,
      substituteName: 'Jordan Reyes',
      substitutionStatus: 'approved',
      content: 'Jordan covers my 60 seconds.',
    };
    await db
      .insert(substitutions)
      .values({
        meetingId: lastPast.id,
        memberId: subMember,
        substituteName: note.substituteName,
        substituteEmail: 'jordan.reyes@example.com',
        status: 'approved',
        note,
        decidedBy: decider,
        decidedAt: lastPast.startsAt,
      })
      .onConflictDoNothing();
    await db
      .update(attendance)
      .set({ status: 'substitute' })
      .where(and(eq(attendance.meetingId, lastPast.id), eq(attendance.userId, subMember)));
    substitutionCount += 1;
  }
  const next = upcoming[0];
  const pendingMember = input.memberIds[8];
  if (next && pendingMember !== undefined) {
    await db
      .insert(substitutions)
      .values({
        meetingId: next.id,
        memberId: pendingMember,
        substituteName: 'Alex Morgan',
        status: 'pending',
        note: {
          substituteId: null,
          substituteName: 'Alex Morgan',
          substitutionStatus: 'pending',
          content: 'Away at a trade fair.',
        },
      })
      .onConflictDoNothing();
    substitutionCount += 1;
  }

  // Visitors: attended ones at past meetings (the inviters' V), accepted and pending ones ahead, one declined.
  const inviters = input.memberIds.slice(1, 9);
  const plan: {
    meeting: (typeof all)[number] | undefined;
    status: 'pending' | 'accepted' | 'declined' | 'attended';
  }[] = [
    { meeting: recent.at(-1), status: 'attended' },
    { meeting: recent.at(-3), status: 'attended' },
    { meeting: recent.at(-5), status: 'attended' },
    { meeting: recent.at(-2), status: 'declined' },
    { meeting: upcoming[0], status: 'accepted' },
    { meeting: upcoming[0], status: 'pending' },
    { meeting: upcoming[1], status: 'accepted' },
    { meeting: upcoming[1], status: 'pending' },
  ];
  let visitorCount = 0;
  for (const [i, entry] of plan.entries()) {
    const visitor = VISITORS[i];
    const inviterId = inviters[i % inviters.length];
    if (!entry.meeting || !visitor || inviterId === undefined) {
      continue;
    }
    const answered = entry.status !== 'pending';
    await db
      .insert(visitorInvitations)
      .values({
        groupId: group.id,
        meetingId: entry.meeting.id,
        inviterId,
        name: visitor.name,
        email: `${visitor.name.toLowerCase().replace(/[^a-z]+/g, '.')}@visitor.example.com`,
        company: visitor.company,
        tokenHash: hashLinkToken(randomBytes(32).toString('base64url')),
        status: entry.status,
        expiresAt: entry.meeting.endsAt,
        processedAt: answered ? new Date(entry.meeting.startsAt.getTime() - 3 * DAY) : null,
        attendedAt: entry.status === 'attended' ? entry.meeting.startsAt : null,
        attendedMarkedBy: entry.status === 'attended' ? recorder : null,
        createdAt: new Date(Math.min(now.getTime(), entry.meeting.startsAt.getTime()) - 7 * DAY),
      })
      .onConflictDoNothing();
    visitorCount += 1;
  }

  return {
    meetings: all.length,
    rsvps: rsvpRows.length,
    attendance: sheetRows.length,
    visitors: visitorCount,
    substitutions: substitutionCount,
  };
}
