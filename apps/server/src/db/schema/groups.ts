import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, serial, text, time, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /** ISO 4217: the default currency of money amounts in this group. */
    currency: text('currency').notNull().default('EUR'),
    /** ISO weekday, Monday = 1 ... Sunday = 7; null until a weekly meeting is set. */
    meetingWeekday: integer('meeting_weekday'),
    /** Local time in the group's time zone. */
    meetingTime: time('meeting_time'),
    meetingDurationMinutes: integer('meeting_duration_minutes'),
    meetingLocation: text('meeting_location'),
    /** The group's traffic-light thresholds (docs/architecture.md 14.6); null: the defaults. */
    trafficLight: jsonb('traffic_light'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('groups_join_code_key').on(t.joinCode),
    check('groups_join_code_format', sql`${t.joinCode} ~ '^[0-9]{6}$'`),
    check('groups_status_check', sql`${t.status} in ('active', 'inactive')`),
    check('groups_currency_format', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('groups_meeting_weekday_check', sql`${t.meetingWeekday} between 1 and 7`),
    check('groups_meeting_duration_check', sql`${t.meetingDurationMinutes} between 1 and 1440`),
    check('groups_capacity_check', sql`${t.capacity} >= 0`),
  ],
);
