import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

export const userSettings = pgTable(
  'user_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    setting: text('setting').notNull(),
    value: jsonb('value').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.category, t.setting] })],
);
