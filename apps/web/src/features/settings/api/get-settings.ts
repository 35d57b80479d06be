import { SETTINGS_RETRY_DELAY_MS } from '@app/shared/constants';
import type { Settings } from '@app/shared/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { settingsQueryKey } from '@/lib/settings-cache';

/** GET /api/settings; an answer carrying an `error` field counts as a failure (docs/architecture.md 16.7). */
export async function getSettings(): Promise<Settings> {
  const data = await apiRequest<Settings & { error?: unknown }>('/api/settings');
  if (!data || typeof data !== 'object' || 'error' in data) {
    throw new Error('Could not load your settings');
  }
  return data;
}

/** Retried once after 1 s (docs/architecture.md 16.9). */
export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsQueryKey,
    queryFn: getSettings,
    retry: 1,
    retryDelay: SETTINGS_RETRY_DELAY_MS,
  });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
