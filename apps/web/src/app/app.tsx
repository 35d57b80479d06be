import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { createQueryClient } from '@/lib/query-client';
import { createAppRouter, isPublicPath } from './router';
import { startQueries } from './start-queries';

export interface AppState {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
}

/**
 * The query client, with the start's requests already under way, and the router, which starts
 * loading the page's code. Made before React renders anything, so this work (tens of
 * milliseconds on a slow phone) does not sit inside the first render's tasks.
 */
export function createAppState(): AppState {
  const queryClient = createQueryClient();
  startQueries(queryClient, !isPublicPath(window.location.pathname));
  return { queryClient, router: createAppRouter() };
}

export function App({ state }: { state: AppState }) {
  return (
    <QueryClientProvider client={state.queryClient}>
      <RouterProvider router={state.router} />
      <LazyToaster />
    </QueryClientProvider>
  );
}
