import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { earlyRequestsStarted } from '@/lib/early-requests';
import { nextTask } from '@/lib/next-task';
import { createQueryClient } from '@/lib/query-client';
import { createAppRouter, isPublicPath } from './router';
import { startQueries, startQueriesSettled } from './start-queries';

/**
 * How long the first render waits for the data the page asked for early (usually there already:
 * it was asked for while the app's code downloaded). A slow server gets skeletons instead.
 */
const EARLY_DATA_WAIT_MS = 1000;

export interface AppState {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
}

/**
 * The query client, with the start's requests already under way, and the router, which starts
 * loading the page's code. Made before React renders anything, each in a task of its own, so this
 * work (tens of milliseconds on a slow phone) neither sits inside the first render's tasks nor
 * makes one long task with the evaluation of the app's code. When the page asked for its data
 * before the app ran (early-requests.ts), the first render also waits (briefly) for that data.
 */
export async function createAppState(): Promise<AppState> {
  await nextTask();
  const queryClient = createQueryClient();
  startQueries(queryClient, !isPublicPath(window.location.pathname));
  await nextTask();
  // The router starts loading the page's code, which then runs while the data arrives.
  const router = createAppRouter();
  if (earlyRequestsStarted()) {
    await startQueriesSettled(queryClient, EARLY_DATA_WAIT_MS);
  }
  await nextTask();
  return { queryClient, router };
}

export function App({ state }: { state: AppState }) {
  return (
    <QueryClientProvider client={state.queryClient}>
      <RouterProvider router={state.router} />
      <LazyToaster />
    </QueryClientProvider>
  );
}
