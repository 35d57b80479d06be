import type { SessionItem } from '@app/shared/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const sessionsQueryKey = ['sessions'] as const;

/** GET /api/sessions: my signed-in devices, `{ items, total }`. */
export const getSessions = () => apiRequest<{ items: SessionItem[]; total: number }>('/api/sessions');

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: sessionsQueryKey, queryFn: getSessions, staleTime: 30_000 });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
