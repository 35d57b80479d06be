import { z } from 'zod';
import { pathId, rowId } from './ids';
import { NEWS_BODY_MAX, NEWS_TITLE_MAX } from './news-limits';
import { boundedText, pageQuery } from './person-fields';

/** Group news and installation-wide announcements (docs/architecture.md 14.5): `/api/news`. */

/**
 * POST /api/news. Without `groupId`: my group's news. `groupId: null`: an installation-wide
 * announcement (administrators only), published on `news`. An administrator may name any group.
 */
export const createNewsBody = z.object({
  title: boundedText(NEWS_TITLE_MAX, { required: 'Title is required' }),
  body: boundedText(NEWS_BODY_MAX, { required: 'Text is required' }),
  groupId: rowId.nullable().optional(),
});
export type CreateNewsBody = z.input<typeof createNewsBody>;

/** GET /api/news: my group's news and the announcements, newest first. */
export const newsListQuery = pageQuery.extend({ groupId: pathId.optional() });
export type NewsListQuery = z.infer<typeof newsListQuery>;

export const newsItem = z.object({
  id: z.number().int(),
  /** null: an installation-wide announcement. */
  groupId: z.number().int().nullable(),
  title: z.string(),
  body: z.string(),
  publishedAt: z.string(),
  author: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type NewsItem = z.infer<typeof newsItem>;

export const newsListResponse = z.object({
  items: z.array(newsItem),
  total: z.number().int(),
  nextCursor: z.string().optional(),
});
export type NewsListResponse = z.infer<typeof newsListResponse>;
