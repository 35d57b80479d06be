import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { groups } from './groups';
import { users } from './users';

/** One text composed by leadership (POST /api/admin/sms). */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    encoding: text('encoding', { enum: ['GSM-7', 'UCS-2'] }).notNull(),
    /** Segments of one copy; the group's daily count adds segments times recipients. */
    segments: integer('segments').notNull(),
    recipientCount: integer('recipient_count').notNull(),
    ...timestamps,
  },
  (t) => [index('sms_messages_group_created_idx').on(t.groupId, t.createdAt)],
);

/** One recipient of a text: its delivery status, kept from Twilio's status callbacks. */
export const smsRecipients = pgTable(
  'sms_recipients',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => smsMessages.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    phone: text('phone').notNull(),
    status: text('status', { enum: ['queued', 'sent', 'delivered', 'failed'] })
      .notNull()
      .default('queued'),
    providerSid: text('provider_sid'),
    error: text('error'),
    outboxId: integer('outbox_id'),
    ...timestamps,
  },
  (t) => [
    index('sms_recipients_message_idx').on(t.messageId),
    uniqueIndex('sms_recipients_provider_sid_key').on(t.providerSid),
    check('sms_recipients_status_check', sql`${t.status} in ('queued', 'sent', 'delivered', 'failed')`),
  ],
);

/** Numbers that answered STOP (removed again by START). E.164. */
export const smsOptOuts = pgTable('sms_opt_outs', {
  phone: text('phone').primaryKey(),
  optedOutAt: timestamp('opted_out_at', { withTimezone: true }).notNull().defaultNow(),
});
