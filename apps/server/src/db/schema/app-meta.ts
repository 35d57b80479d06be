import { bigserial, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Installation-wide values shared by every node (server secret, schema version, changelog). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const errorReports = pgTable('error_reports', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  reference: text('reference').notNull().unique(),
  userId: integer('user_id'),
  groupId: integer('group_id'),
  body: jsonb('body').notNull(),
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
