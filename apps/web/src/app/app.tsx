import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { createQueryClient } from '@/lib/query-client';
import { createAppRouter, isPublicPath } from './router';
import { startQueries } from './start-queries';

function createStartedQueryClient() {
  const queryClient = createQueryClient();
  startQueries(queryClient, !isPublicPath(window.location.pathname));
  return queryClient;
}

export function App() {
  const [queryClient] = useState(createStartedQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <LazyToaster />
    </QueryClientProvider>
  );
}
