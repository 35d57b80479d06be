import type { LeadershipTodos } from '@app/shared/home';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const leadershipTodosKey = ['home', 'leadership'] as const;

/** GET /api/home/leadership: open approvals, renewals due, absence flags (as my permissions allow). */
export function useLeadershipTodos(enabled: boolean) {
  return useQuery({
    queryKey: leadershipTodosKey,
    queryFn: ({ signal }) => apiRequest<LeadershipTodos>('/api/home/leadership', { signal }),
    enabled,
    staleTime: 60_000,
  });
}
