import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { groups } from './groups';
import { meetings } from './meetings';
import { users } from './users';

export const visitorInvitations = pgTable(
  'visitor_invitations',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    meetingId: integer('meeting_id').references(() => meetings.id, { onDelete: 'set null' }),
    inviterId: integer('inviter_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    tokenHash: text('token_hash').notNull(),
    /** attended: leadership marked the visitor present (the inviter's V); cancelled by the inviter. */
    status: text('status', { enum: ['pending', 'accepted', 'declined', 'attended', 'cancelled'] })
      .notNull()
      .default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    attendedAt: timestamp('attended_at', { withTimezone: true }),
    attendedMarkedBy: integer('attended_marked_by').references(() => users.id, { onDelete: 'set null' }),
    /** The reminder 2 business days before the meeting goes once. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('visitor_invitations_token_key').on(t.tokenHash),
    index('visitor_invitations_group_idx').on(t.groupId),
    index('visitor_invitations_inviter_idx').on(t.inviterId, t.createdAt),
    // A meeting's invitations, cancelled ones too: its foreign key's `set null` when it is deleted.
    index('visitor_invitations_meeting_idx').on(t.meetingId),
    // The same address invited twice to one meeting answers 409.
    uniqueIndex('visitor_invitations_meeting_email_key')
      .on(t.meetingId, sql`lower(${t.email})`)
      .where(sql`${t.status} <> 'cancelled'`),
    check(
      'visitor_invitations_status_check',
      sql`${t.status} in ('pending', 'accepted', 'declined', 'attended', 'cancelled')`,
    ),
  ],
);
