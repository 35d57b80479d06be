import type { MarkReadBody, UnreadCountsResponse } from '@app/shared/activities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { activityKeys } from '../lib/activity-query-keys';

/** POST /api/activities/read `{ direction, ids? }`: answers (and publishes) the fresh counts. */
export const markActivitiesRead = (body: MarkReadBody) =>
  apiRequest<UnreadCountsResponse>('/api/activities/read', { method: 'POST', body });

/** Marks slips read; the badges take the answer's counts at once, the lists refresh their markers. */
export function useMarkActivitiesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markActivitiesRead,
    onSuccess: (counts) => {
      if (counts && typeof counts.givenCount === 'number') {
        queryClient.setQueryData(activityKeys.unreadCounts, counts);
      }
      void queryClient.invalidateQueries({ queryKey: activityKeys.lists });
    },
  });
}
