import { DEFAULT_QUERY_STALE_MS } from '@app/shared/constants';
import { QueryClient } from '@tanstack/react-query';

/** Default query stale time 5 min with 1 retry (spec section 9). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: DEFAULT_QUERY_STALE_MS, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}
