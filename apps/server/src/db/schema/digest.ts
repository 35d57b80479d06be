import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { groups } from './groups';
import { users } from './users';

/**
 * One row per member and week a weekly digest was queued for (docs/architecture.md 14.7): the node
 * that inserts it queues the mail in the same transaction, so a member never gets two digests for
 * one week, whatever the number of nodes, and a run that died is taken up where it stopped.
 * `week_of` is the Monday of the ISO week of the group's meeting (the group's calendar).
 */
export const digestSends = pgTable(
  'digest_sends',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekOf: date('week_of').notNull(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    outboxId: bigint('outbox_id', { mode: 'number' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.weekOf] }), index('digest_sends_group_idx').on(t.groupId)],
);

/**
 * The one-use links of a digest (RSVP answers) already used: the link's nonce, so a second use
 * answers "already used". Rows past their link's expiry may be deleted.
 */
export const digestLinkUses = pgTable(
  'digest_link_uses',
  {
    nonce: text('nonce').primaryKey(),
    purpose: text('purpose', { enum: ['rsvp'] }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('digest_link_uses_purpose_check', sql`${t.purpose} in ('rsvp')`)],
);
