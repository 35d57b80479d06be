import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { groups } from './groups';
import { users } from './users';

/**
 * The five slips in one table with a kind column (docs/architecture.md 5 and 14.4). Kind-specific columns
 * are null for the other kinds. Money is numeric (never a float); read it as a decimal string.
 */
export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['referral', 'closed_business', 'one_to_one', 'testimonial', 'training_credit'],
    }).notNull(),
    giverId: integer('giver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null only for training credits. */
    receiverId: integer('receiver_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * referral, closed_business: pending | approved | rejected; one_to_one: requested | accepted |
     * declined | completed | cancelled; testimonial, training_credit: recorded.
     */
    status: text('status').notNull(),
    notes: text('notes'),
    // referral
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    referralType: text('referral_type', { enum: ['inside', 'outside'] }),
    temperature: integer('temperature'),
    // closed_business
    amount: numeric('amount', { precision: 14, scale: 2 }),
    currency: text('currency'),
    businessType: text('business_type', { enum: ['new', 'repeat'] }),
    referralId: integer('referral_id'),
    // one_to_one
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    location: text('location'),
    // testimonial
    content: text('content'),
    // training_credit
    title: text('title'),
    creditDate: date('credit_date'),
    credits: numeric('credits', { precision: 4, scale: 1 }),
    /** Unread state per side: null until that side has seen the slip (or its last change). */
    giverReadAt: timestamp('giver_read_at', { withTimezone: true }),
    receiverReadAt: timestamp('receiver_read_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    ...timestamps,
  },
  (t) => [
    index('activities_giver_idx').on(t.giverId, t.createdAt),
    index('activities_receiver_idx').on(t.receiverId, t.createdAt),
    index('activities_group_kind_idx').on(t.groupId, t.kind, t.status, t.createdAt),
    // A group's slips newest first (Admin > Activity), their count and total, and a period's PALMS
    // figures without reading the table: migrations 0010 and 0015 add INCLUDE (kind, status, currency,
    // amount, giver_id, receiver_id, referral_type, credits), which drizzle-kit cannot write. A group's
    // rows lie among every group's, one table page per row.
    index('activities_group_created_idx').on(t.groupId, t.createdAt, t.id),
    // The approvals queue across every group (administrators): only the pending slips, oldest first.
    index('activities_pending_idx').on(t.kind, t.createdAt, t.id).where(sql`${t.status} = 'pending'`),
    // The one-to-ones a group held, by their time (the dashboard's weeks): only those accepted or
    // completed, so a year of them is an index-only scan instead of every one-to-one of the group.
    index('activities_one_to_ones_held_idx')
      .on(t.groupId, t.scheduledAt)
      .where(sql`${t.kind} = 'one_to_one' and ${t.status} in ('accepted', 'completed')`),
    index('activities_giver_unread_idx').on(t.giverId).where(sql`${t.giverReadAt} is null`),
    index('activities_receiver_unread_idx').on(t.receiverId).where(sql`${t.receiverReadAt} is null`),
    check(
      'activities_kind_check',
      sql`${t.kind} in ('referral', 'closed_business', 'one_to_one', 'testimonial', 'training_credit')`,
    ),
    check('activities_not_to_self', sql`${t.receiverId} is null or ${t.receiverId} <> ${t.giverId}`),
    check('activities_amount_nonneg', sql`${t.amount} is null or ${t.amount} >= 0`),
    check('activities_temperature_range', sql`${t.temperature} is null or ${t.temperature} between 1 and 5`),
  ],
);

/**
 * How many slips wait for a decision, per group and kind: the total of the approvals queue across
 * every group (administrators, activity.pending.repo.ts), which would otherwise count every pending
 * slip of the installation on every read. One row a group and kind, so slips sent in different
 * groups at the same meeting hour never wait on one row. Written by the store's triggers on
 * activities (migration 0017), never by the app.
 */
export const pendingSlips = pgTable(
  'pending_slips',
  {
    groupId: integer('group_id').notNull(),
    kind: text('kind').notNull(),
    total: integer('total').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.kind] })],
);
