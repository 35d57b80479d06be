import { and, count, desc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { news } from '../../db/schema/news';
import { users } from '../../db/schema/users';

export interface NewsRow {
  id: number;
  groupId: number | null;
  title: string;
  body: string;
  publishedAt: Date;
  authorId: number | null;
  authorName: string | null;
}

const columns = {
  id: news.id,
  groupId: news.groupId,
  title: news.title,
  body: news.body,
  publishedAt: news.publishedAt,
  authorId: news.authorId,
  authorName: users.name,
};

export async function insertNews(
  db: DbOrTx,
  input: { groupId: number | null; authorId: number; title: string; body: string },
): Promise<{ id: number; publishedAt: Date }> {
  const [row] = await db.insert(news).values(input).returning({ id: news.id, publishedAt: news.publishedAt });
  if (!row) {
    throw new Error('news insert returned no row');
  }
  return row;
}

/** A group's news (or none: `groupId` null) together with the announcements, newest first. */
export async function listNews(
  db: DbOrTx,
  groupId: number | null,
  page: { offset: number; limit: number },
): Promise<{ rows: NewsRow[]; total: number }> {
  const where: SQL | undefined =
    groupId === null ? isNull(news.groupId) : or(isNull(news.groupId), eq(news.groupId, groupId));
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(news)
      .leftJoin(users, eq(users.id, news.authorId))
      .where(where)
      .orderBy(desc(news.publishedAt), desc(news.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(news).where(and(where)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findNews(db: DbOrTx, id: number): Promise<NewsRow | null> {
  const [row] = await db
    .select(columns)
    .from(news)
    .leftJoin(users, eq(users.id, news.authorId))
    .where(eq(news.id, id));
  return row ?? null;
}
