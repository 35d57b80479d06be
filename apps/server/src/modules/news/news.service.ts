import { AUDIT_ACTIONS } from '@app/shared/audit';
import type { NewsItem, NewsListQuery, NewsListResponse } from '@app/shared/news';
import type { NewsEvent } from '@app/shared/realtime';
import { notFound, permissionDenied } from '../../plugins/app-error';
import type { AuthContext } from '../../plugins/auth';
import type { Deps } from '../../plugins/deps';
import { writeAudit } from '../audit/audit.record';
import type { ClientInfo } from '../auth/auth.client';
import { findGroup } from '../groups/groups.lookup';
import { nextCursor } from '../members/members.present';
import { memberGroupId } from '../members/membership-end';
import { scopedGroupId } from '../reports/reports.scope';
import { findNews, insertNews, listNews, type NewsRow } from './news.repo';

const present = (row: NewsRow): NewsItem => ({
  id: row.id,
  groupId: row.groupId,
  title: row.title,
  body: row.body,
  publishedAt: row.publishedAt.toISOString(),
  author: row.authorId === null ? null : { id: row.authorId, name: row.authorName ?? '' },
});

/**
 * GET /api/news: my group's news and the announcements (no group: the announcements only). A
 * membership that ended (rejected, removed, lapsed) counts as no group: the announcements only,
 * and naming the group answers 404 (docs/architecture.md 15.7).
 */
export async function listGroupNews(
  app: Deps<'store'>,
  auth: AuthContext,
  query: NewsListQuery,
): Promise<NewsListResponse> {
  const member = { ...auth, groupId: memberGroupId(auth) };
  const groupId =
    query.groupId === undefined && member.groupId === null ? null : scopedGroupId(member, query.groupId);
  const offset = query.cursor ? Number(query.cursor) : 0;
  const { rows, total } = await listNews(app.store.db, groupId, { offset, limit: query.limit });
  const cursor = nextCursor(offset, rows.length, total);
  return { items: rows.map(present), total, ...(cursor ? { nextCursor: cursor } : {}) };
}

/**
 * POST /api/news: group news (manage_group, own group; administrators any group) published on
 * `news:{groupId}`, or with `groupId: null` an administrator's announcement on `news`. Audited.
 */
export async function publishNews(
  app: Deps<'store' | 'realtime' | 'log'>,
  auth: AuthContext,
  body: { title: string; body: string; groupId?: number | null | undefined },
  client: ClientInfo,
): Promise<NewsItem> {
  let groupId: number | null;
  if (body.groupId === null) {
    if (!auth.isAdmin) {
      throw permissionDenied('Only administrators post announcements to everyone.');
    }
    groupId = null;
  } else {
    groupId = scopedGroupId(auth, body.groupId);
    if (!(await findGroup(app.store.db, groupId))) {
      throw notFound('Group');
    }
  }
  const created = await app.store.db.transaction(async (tx) => {
    const row = await insertNews(tx, { groupId, authorId: auth.userId, title: body.title, body: body.body });
    await writeAudit(tx, {
      actorId: auth.userId,
      action: AUDIT_ACTIONS.newsPublished,
      targetType: 'news',
      targetId: row.id,
      groupId,
      ip: client.ip,
      data: { title: body.title, announcement: groupId === null },
    });
    return row;
  });
  const event: NewsEvent = {
    id: created.id,
    groupId,
    title: body.title,
    body: body.body,
    publishedAt: created.publishedAt.toISOString(),
  };
  await app.realtime
    .publishNews(event)
    .catch((err: unknown) => app.log.warn({ err }, 'news publication failed'));
  const row = await findNews(app.store.db, created.id);
  if (!row) {
    throw notFound('News');
  }
  return present(row);
}
