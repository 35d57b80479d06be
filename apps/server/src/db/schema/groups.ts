import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, time, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    imageUrl: text('image_url'),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    joinCode: text('join_code').notNull(),
    capacity: integer('capacity').notNull().default(50),
    timezone: text('timezone').notNull().default('UTC'),
    meetingWeekday: integer('meeting_weekday'),
    meetingTime: time('meeting_time'),
    meetingLocation: text('meeting_location'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('groups_join_code_key').on(t.joinCode),
    check('groups_join_code_format', sql`${t.joinCode} ~ '^[0-9]{6}$'`),
    check('groups_status_check', sql`${t.status} in ('active', 'inactive')`),
  ],
);
