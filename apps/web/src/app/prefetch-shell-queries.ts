import type { QueryClient } from '@tanstack/react-query';
import { unreadCountsQueryOptions } from '@/features/activity/api/get-unread-counts';
import { inboxQueryOptions } from '@/features/inbox/api/get-inbox';
import { settingsQueryOptions } from '@/features/settings/api/get-settings';

/** The queries the signed-in shell runs on every page: theme settings and the two navigation badges. */
export function prefetchShellQueries(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(settingsQueryOptions());
  void queryClient.prefetchQuery(inboxQueryOptions());
  void queryClient.prefetchQuery(unreadCountsQueryOptions());
}
