import type { Db } from '../db/client';
import { news } from '../db/schema/news';

const DAY = 86_400_000;

const GROUP_NEWS: { title: string; body: string; daysAgo: number }[] = [
  {
    title: 'Visitor day on the first Thursday of next month',
    body: 'Bring a guest who could refer business to the chapter. Breakfast is on us; invite them from Visitors.',
    daysAgo: 2,
  },
  {
    title: 'New education slot: the art of the 60-second pitch',
    body: 'From next week each meeting opens with a two-minute tip on the weekly presentation.',
    daysAgo: 9,
  },
  {
    title: 'Congratulations on a record quarter',
    body: 'The chapter passed more closed business this quarter than in any before. Thank you all.',
    daysAgo: 23,
  },
];

/**
 * News of the demo chapter from its President, and one installation-wide announcement from the
 * administrator, so the home page's news card has something true to show.
 */
export async function seedNews(
  db: Db,
  options: { groupId: number; presidentId: number; adminId: number | null; now?: Date },
): Promise<number> {
  const now = (options.now ?? new Date()).getTime();
  const rows: (typeof news.$inferInsert)[] = GROUP_NEWS.map((item) => ({
    groupId: options.groupId,
    authorId: options.presidentId,
    title: item.title,
    body: item.body,
    publishedAt: new Date(now - item.daysAgo * DAY),
  }));
  rows.push({
    groupId: null,
    authorId: options.adminId ?? options.presidentId,
    title: 'Welcome to Chapter',
    body: 'Your numbers are live: a slip counts on your home page the moment it is approved.',
    publishedAt: new Date(now - 30 * DAY),
  });
  await db.insert(news).values(rows);
  return rows.length;
}
