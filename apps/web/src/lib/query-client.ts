import { DEFAULT_QUERY_STALE_MS } from '@app/shared/constants';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Answers that asking again cannot change: a 404 or 403 shows at once, not after a retry. */
export function isFinalAnswer(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

/** docs/architecture.md 16.9's one retry, for failures that may pass (network, timeouts, 5xx), never for a final answer. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && !isFinalAnswer(error);
}

/** Default query stale time 5 min with 1 retry (docs/architecture.md 16.9). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: DEFAULT_QUERY_STALE_MS, retry: shouldRetryQuery, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}
