import { type ChangelogResponse, changelogResponse } from '@app/shared/about';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/about/changelog -> { html } (docs/architecture.md 16.7). */
export async function getChangelog(): Promise<ChangelogResponse> {
  return changelogResponse.parse(await apiRequest<unknown>('/api/about/changelog'));
}

export function changelogQueryOptions() {
  return queryOptions({
    queryKey: ['about', 'changelog'] as const,
    queryFn: getChangelog,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The changelog, fetched only while `enabled` (the update dialog is open). */
export function useChangelog(enabled: boolean) {
  return useQuery({ ...changelogQueryOptions(), enabled });
}
