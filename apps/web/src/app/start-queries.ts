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
    // Home, or `/`, which leads there (the early script asks the same: early-urls.ts).
    if (window.location.pathname === '/home' || window.location.pathname === '/') {
      prefetchHomeQueries(queryClient);
    }
  }
}

/**
 * Resolves once none of the client's queries is fetching, or after `capMs`, whichever is first.
 * The app's pages ask for the first screen's data before the app runs (src/early/early-requests.ts):
 * rendering once that data is in the cache paints the page once, complete. Rendering while it
 * arrives made React start the page again, in one long synchronous task, when an answer landed
 * in the middle of its interruptible first render.
 */
export function startQueriesSettled(queryClient: QueryClient, capMs: number): Promise<void> {
  return new Promise((resolve) => {
    let unsubscribe: () => void = () => undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      unsubscribe();
      clearTimeout(timer);
      resolve();
    };
    if (queryClient.isFetching() === 0) {
      done();
      return;
    }
    timer = setTimeout(done, capMs);
    unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) {
        done();
      }
    });
  });
}
