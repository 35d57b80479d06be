import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sessions, users } from './users';

/**
 * What a link does (docs/architecture.md 15.5): `confirm`, mailed to the new address, makes one's own change
 * or an administrator's; `consent`, mailed to the current address, makes leadership's change once
 * the member agrees; `undo`, mailed to the old address after an administrator's change, puts that
 * address back (7 days).
 */
export const EMAIL_CHANGE_LINK_PURPOSES = ['confirm', 'consent', 'undo'] as const;
export type EmailChangeLinkPurpose = (typeof EMAIL_CHANGE_LINK_PURPOSES)[number];

/**
 * A requested e-mail change, waiting for its mailed link (only the link token's SHA-256 is
 * stored), or the undo link of a change made. Following the link consumes the row once and sets
 * the account's address to `new_email`.
 */
export const emailChangeTokens = pgTable(
  'email_change_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the link sets: the new one, or for an undo link the old one. */
    newEmail: text('new_email').notNull(),
    purpose: text('purpose', { enum: EMAIL_CHANGE_LINK_PURPOSES }).notNull().default('confirm'),
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
