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

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    companyName: text('company_name'),
    phone: text('phone'),
    bio: text('bio'),
    website: text('website'),
    profileImage: text('profile_image'),
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isAdmin: boolean('is_admin').notNull().default(false),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /**
     * The person's place in the roster order before the name: their leadership role's rank, or 1000
     * (everyone else, people without a membership among them). Written by the store's triggers on
     * memberships and roles (migration 0013), never by the app.
     */
    rosterRank: integer('roster_rank').notNull().default(1000),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    // The administration of users and the roster in their order (leadership by rank, then by name,
    // then id; members.repo.ts): a page of every user of the installation reads its entries in order
    // instead of sorting the leaders of every group. The trigram indexes of the search (name,
    // company_name, and memberships' classification) are written by hand in migration 0012: their
    // operator class lives in the schema of the pg_trgm extension, which drizzle cannot name.
    index('users_roster_order_idx').on(t.rosterRank, sql`lower(${t.name})`, t.id),
  ],
);

/**
 * How many accounts the installation has, in one row: the total of the administration of users
 * without a filter (members.repo.ts), which would otherwise count every account on every page. Written
 * by the store's triggers on users (migration 0014), never by the app.
 */
export const usersTotal = pgTable(
  'users_total',
  {
    singleton: boolean('singleton').primaryKey().default(true),
    total: integer('total').notNull(),
  },
  (t) => [check('users_total_singleton', sql`${t.singleton}`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);
