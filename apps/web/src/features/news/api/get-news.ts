import type { NewsListResponse } from '@app/shared/news';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/news: my group's news and the installation's announcements, newest first. */
export const getNews = (limit: number, signal?: AbortSignal) =>
  apiRequest<NewsListResponse>('/api/news', { query: { limit }, ...(signal ? { signal } : {}) });

export const newsRootKey = ['news'] as const;

export const newsQueryOptions = (limit: number) =>
  queryOptions({ queryKey: [...newsRootKey, limit], queryFn: ({ signal }) => getNews(limit, signal) });

export function useNews(limit: number) {
  return useQuery(newsQueryOptions(limit));
}
