import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    status: text('status', { enum: ['pending', 'accepted', 'declined'] })
      .notNull()
      .default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('visitor_invitations_token_key').on(t.tokenHash),
    index('visitor_invitations_group_idx').on(t.groupId),
  ],
);
