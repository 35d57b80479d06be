import type { QueryClient } from '@tanstack/react-query';
import { prefetchHomeQueries } from '@/features/home/api/prefetch-home';
import { sessionQueryOptions } from '@/lib/auth/session';
import { getAuthToken } from '@/lib/storage';
import { prefetchShellQueries } from './prefetch-shell-queries';

/**
 * At start, with a stored token: asks for the session (which every signed-in page waits for) at
 * once, in parallel with the page's code instead of after the layout has loaded; and on a signed-in
 * page also for the shell's own queries. Without a token nothing is asked.
 */
export function startQueries(queryClient: QueryClient, signedInPage: boolean): void {
  if (!getAuthToken()) {
    return;
  }
  void queryClient.prefetchQuery(sessionQueryOptions());
  if (signedInPage) {
    // In the entry, not loaded on demand: a round trip less before the inbox list can show.
    prefetchShellQueries(queryClient);
    if (window.location.pathname === '/home') {
      prefetchHomeQueries(queryClient);
    }
  }
}
