import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { groups } from './groups';
import { users } from './users';

/** A member offering themself as a mentor (PUT /api/mentors/me). */
export const mentorProfiles = pgTable(
  'mentor_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    expertise: text('expertise').array().notNull().default(sql`'{}'::text[]`),
    bio: text('bio'),
    capacity: integer('capacity').notNull().default(1),
    accepting: boolean('accepting').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('mentor_profiles_group_idx').on(t.groupId),
    check('mentor_profiles_capacity_check', sql`${t.capacity} between 1 and 5`),
  ],
);

export const mentorshipApplications = pgTable(
  'mentorship_applications',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    mentorId: integer('mentor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    menteeId: integer('mentee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goals: text('goals').notNull(),
    message: text('message'),
    status: text('status', { enum: ['pending', 'accepted', 'declined', 'withdrawn'] })
      .notNull()
      .default('pending'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('mentorship_applications_mentor_idx').on(t.mentorId, t.status),
    index('mentorship_applications_mentee_idx').on(t.menteeId, t.status),
    // One open application per pair.
    uniqueIndex('mentorship_applications_open_pair_key')
      .on(t.mentorId, t.menteeId)
      .where(sql`${t.status} in ('pending', 'accepted')`),
    check(
      'mentorship_applications_status_check',
      sql`${t.status} in ('pending', 'accepted', 'declined', 'withdrawn')`,
    ),
    check('mentorship_applications_not_self', sql`${t.mentorId} <> ${t.menteeId}`),
  ],
);
