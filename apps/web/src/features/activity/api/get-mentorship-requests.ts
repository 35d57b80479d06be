import type { MentorshipApplicationsResponse } from '@app/shared/mentorship';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useActivityLive } from '../hooks/use-activity-live';
import { activityKeys } from '../lib/activity-query-keys';

/**
 * GET /api/mentorship/applications?role=mentor&status=pending: how many members wait for my
 * answer as their mentor (0 when I do not mentor). Live: a new request or an answer refreshes it.
 */
export const mentorshipRequestsQueryOptions = () =>
  queryOptions({
    queryKey: activityKeys.mentorshipRequests,
    queryFn: ({ signal }) =>
      apiRequest<MentorshipApplicationsResponse>('/api/mentorship/applications', {
        query: { role: 'mentor', status: 'pending' },
        signal,
      }).then((answer) => answer.total),
    staleTime: 30_000,
  });

export function useMentorshipRequestCount(): number {
  useActivityLive();
  return useQuery(mentorshipRequestsQueryOptions()).data ?? 0;
}
