import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sessions, users } from './users';

/**
 * A requested e-mail change, waiting for the link mailed to the new address (only the link
 * token's SHA-256 is stored). Following the link consumes the row once and changes the address.
 */
export const emailChangeTokens = pgTable(
  'email_change_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** Who asked: the member themself, or a manager or administrator acting on them. */
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** The session that asked for its own change stays signed in; null ends every session. */
    keepSessionId: integer('keep_session_id').references(() => sessions.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('email_change_tokens_hash_key').on(t.tokenHash),
    index('email_change_tokens_user_idx').on(t.userId),
  ],
);
