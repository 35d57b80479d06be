import { date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { memberships } from './memberships';

/**
 * One row per daily job and day: the node that inserts it runs the job (the others see the
 * conflict and skip), so several nodes run each daily job once.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    runOn: date('run_on').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.job, t.runOn] })],
);

/** Renewal reminders sent: 30 and 7 days before a due date, once each. */
export const renewalReminders = pgTable(
  'renewal_reminders',
  {
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    dueDate: date('due_date').notNull(),
    kind: text('kind', { enum: ['30', '7'] }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.membershipId, t.dueDate, t.kind] })],
);
