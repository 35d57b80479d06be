import type { CreateNewsBody, NewsItem } from '@app/shared/news';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/news (manage_group): my group's news; administrators may send `groupId: null` (everyone). */
export const createNews = (body: CreateNewsBody) =>
  apiRequest<NewsItem>('/api/news', { method: 'POST', body });

export function useCreateNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNews,
    // The news lists of the app share the `news` key (lib/news/get-news.ts).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['news'] }),
  });
}
