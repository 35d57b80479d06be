import type { VisitorsResponse } from '@app/shared/visitors';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const visitorsQueryKey = ['visitors'] as const;

/** GET /api/visitors: visitors I invited (manage_meetings: the group's), newest first. */
export function useVisitors() {
  return useQuery({
    queryKey: visitorsQueryKey,
    queryFn: ({ signal }) => apiRequest<VisitorsResponse>('/api/visitors', { query: { limit: 100 }, signal }),
    placeholderData: keepPreviousData,
  });
}
