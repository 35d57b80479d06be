import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
    seriesId: text('series_id'),
    ...timestamps,
  },
  (t) => [index('meetings_group_starts_idx').on(t.groupId, t.startsAt)],
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
  (t) => [primaryKey({ columns: [t.meetingId, t.userId] })],
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
  (t) => [primaryKey({ columns: [t.meetingId, t.userId] })],
);

export const substitutions = pgTable('substitutions', {
  id: serial('id').primaryKey(),
  meetingId: integer('meeting_id')
    .notNull()
    .references(() => meetings.id, { onDelete: 'cascade' }),
  memberId: integer('member_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  substituteUserId: integer('substitute_user_id').references(() => users.id),
  substituteName: text('substitute_name'),
  status: text('status', { enum: ['pending', 'approved', 'declined'] })
    .notNull()
    .default('pending'),
  note: jsonb('note'),
  ...timestamps,
});
