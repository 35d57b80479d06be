import type { OutboxListResponse } from '@app/shared/outbox';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/outbox (administrators): the newest mails, secrets masked, delivered ones without body. */
export const getOutbox = (signal?: AbortSignal) =>
  apiRequest<OutboxListResponse>('/api/admin/outbox', {
    query: { limit: 50 },
    ...(signal ? { signal } : {}),
  });

export const outboxQueryKey = ['admin-outbox'] as const;

export const outboxQueryOptions = () =>
  queryOptions({ queryKey: outboxQueryKey, queryFn: ({ signal }) => getOutbox(signal) });

export function useOutbox() {
  return useQuery(outboxQueryOptions());
}
