import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { groups } from './groups';
import { roles } from './roles';
import { users } from './users';

export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    status: text('status', { enum: ['pending', 'active', 'lapsed', 'removed'] })
      .notNull()
      .default('pending'),
    classification: text('classification'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    renewalDue: date('renewal_due'),
    ...timestamps,
  },
  (t) => [
    // One membership per user: a person belongs to one group at a time.
    uniqueIndex('memberships_user_key').on(t.userId),
    index('memberships_group_idx').on(t.groupId, t.status),
    // Renewals due in a window of days, across every group (the daily job, the administrator's list);
    // migration 0016 adds INCLUDE (status, group_id), which drizzle-kit cannot write, so the list's
    // total is counted from the index alone.
    index('memberships_renewal_due_idx').on(t.renewalDue),
    check('memberships_status_check', sql`${t.status} in ('pending', 'active', 'lapsed', 'removed')`),
  ],
);
