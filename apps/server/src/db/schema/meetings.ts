import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { groups } from './groups';
import { users } from './users';

export const meetings = pgTable(
  'meetings',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    location: text('location'),
    agenda: text('agenda'),
    /** 'weekly' for meetings made from the group's weekly schedule; null for extra meetings. */
    seriesId: text('series_id'),
    /** The local date (group's timezone) of a schedule occurrence: with seriesId, its identity. */
    occurrenceDate: date('occurrence_date'),
    status: text('status', { enum: ['scheduled', 'cancelled'] })
      .notNull()
      .default('scheduled'),
    /** Set when someone edits or cancels it by hand: a schedule change no longer moves it. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('meetings_group_starts_idx').on(t.groupId, t.startsAt),
    // Two nodes generating the schedule at once insert each occurrence once (ON CONFLICT DO NOTHING).
    uniqueIndex('meetings_series_occurrence_key').on(t.groupId, t.seriesId, t.occurrenceDate),
    check('meetings_status_check', sql`${t.status} in ('scheduled', 'cancelled')`),
    check('meetings_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export const rsvps = pgTable(
  'rsvps',
  {
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['attending', 'tentative', 'not_attending', 'no_response'] }).notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.meetingId, t.userId] }),
    index('rsvps_user_idx').on(t.userId),
    check(
      'rsvps_status_check',
      sql`${t.status} in ('attending', 'tentative', 'not_attending', 'no_response')`,
    ),
  ],
);

export const attendance = pgTable(
  'attendance',
  {
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['present', 'absent', 'late', 'medical', 'substitute'] }).notNull(),
    recordedBy: integer('recorded_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.meetingId, t.userId] }),
    // The rolling 6-month absence count reads a member's rows by meeting.
    index('attendance_user_idx').on(t.userId, t.meetingId),
    check(
      'attendance_status_check',
      sql`${t.status} in ('present', 'absent', 'late', 'medical', 'substitute')`,
    ),
  ],
);

export const substitutions = pgTable(
  'substitutions',
  {
    id: serial('id').primaryKey(),
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    substituteUserId: integer('substitute_user_id').references(() => users.id),
    substituteName: text('substitute_name'),
    substituteEmail: text('substitute_email'),
    status: text('status', { enum: ['pending', 'approved', 'declined'] })
      .notNull()
      .default('pending'),
    /** The spec's substitution note: { substituteId, substituteName, substitutionStatus, content }. */
    note: jsonb('note'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    ...timestamps,
  },
  (t) => [
    index('substitutions_meeting_idx').on(t.meetingId),
    // The approvals queue across every group (administrators): only the pending requests, oldest first.
    index('substitutions_pending_idx').on(t.createdAt, t.id).where(sql`${t.status} = 'pending'`),
    // One open or approved substitution per member and meeting.
    uniqueIndex('substitutions_member_meeting_key')
      .on(t.meetingId, t.memberId)
      .where(sql`${t.status} in ('pending', 'approved')`),
    check('substitutions_status_check', sql`${t.status} in ('pending', 'approved', 'declined')`),
  ],
);

/** The private calendar subscribe feed: one token per user; only its sha-256 is stored. */
export const calendarFeedTokens = pgTable(
  'calendar_feed_tokens',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('calendar_feed_tokens_hash_key').on(t.tokenHash)],
);
