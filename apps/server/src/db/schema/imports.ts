import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { groups } from './groups';
import { users } from './users';

/**
 * One row per applied import of a roster or of PALMS history (docs/architecture.md 14.7): who, when,
 * the file's name and the counts of its report. A PALMS import can be undone (its totals are
 * deleted, this row stays with `undone_at`); a members import cannot.
 */
export const imports = pgTable(
  'imports',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['members', 'palms'] }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name'),
    /** `{ create, update, skip, error }` of the applied report. */
    counts: jsonb('counts').notNull().default({}),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneBy: integer('undone_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('imports_group_created_idx').on(t.groupId, t.createdAt),
    check('imports_kind_check', sql`${t.kind} in ('members', 'palms')`),
  ],
);

/**
 * Imported PALMS totals of one member for one period (days `period_from` to `period_to`, both
 * included, in the group's timezone): the columns of the PALMS report, stored as totals, never as
 * invented slips. Counted by the PALMS report, my numbers and the traffic light for the periods a
 * window covers whole.
 */
export const importedPalms = pgTable(
  'imported_palms',
  {
    id: serial('id').primaryKey(),
    importId: integer('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    periodFrom: date('period_from').notNull(),
    periodTo: date('period_to').notNull(),
    p: integer('p').notNull().default(0),
    a: integer('a').notNull().default(0),
    l: integer('l').notNull().default(0),
    m: integer('m').notNull().default(0),
    s: integer('s').notNull().default(0),
    rgi: integer('rgi').notNull().default(0),
    rgo: integer('rgo').notNull().default(0),
    rri: integer('rri').notNull().default(0),
    rro: integer('rro').notNull().default(0),
    v: integer('v').notNull().default(0),
    oneToOnes: integer('one_to_ones').notNull().default(0),
    tyfcb: numeric('tyfcb', { precision: 16, scale: 2 }).notNull().default('0'),
    ceu: numeric('ceu', { precision: 10, scale: 1 }).notNull().default('0'),
    t: integer('t').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('imported_palms_user_period_idx').on(t.userId, t.periodFrom),
    index('imported_palms_group_period_idx').on(t.groupId, t.periodFrom),
    index('imported_palms_import_idx').on(t.importId),
    check('imported_palms_period_order', sql`${t.periodTo} >= ${t.periodFrom}`),
  ],
);
