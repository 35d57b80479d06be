import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { groups } from './groups';
import { users } from './users';

/** Group news (groupId set) and installation-wide announcements by administrators (groupId null). */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [index('news_group_published_idx').on(t.groupId, t.publishedAt)],
);
