import type { ChangelogResponse } from '@app/shared/about';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/about/changelog: `{ html }`. */
export const getChangelog = () => apiRequest<ChangelogResponse>('/api/about/changelog');

export const changelogQueryOptions = () =>
  queryOptions({ queryKey: ['about', 'changelog'], queryFn: getChangelog, staleTime: 30 * 60_000 });

export function useChangelog() {
  return useQuery(changelogQueryOptions());
}
