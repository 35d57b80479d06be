import type { ActivityItem, CreateActivityBody } from '@app/shared/activities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { activityListsQueryKey } from './get-activities';
import { unreadCountsQueryKey } from './get-unread-counts';

/** POST /api/activities `{ kind, ... }`: records a slip I give (docs/architecture.md 14.4). */
export const createActivity = (body: CreateActivityBody) =>
  apiRequest<ActivityItem>('/api/activities', { method: 'POST', body });

export function useCreateActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createActivity,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: activityListsQueryKey });
      void queryClient.invalidateQueries({ queryKey: unreadCountsQueryKey });
    },
  });
}
