import type { ActivityItem } from '@app/shared/activities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { activityListsQueryKey } from './get-activities';
import { activityQueryKey } from './get-activity';

export interface StatusChange {
  id: number;
  status: string;
}

/** POST /api/activities/{id}/status `{ status }`: a move the flow allows (else 409). */
export const updateActivityStatus = ({ id, status }: StatusChange) =>
  apiRequest<ActivityItem>(`/api/activities/${id}/status`, { method: 'POST', body: { status } });

export function useUpdateActivityStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateActivityStatus,
    onSettled: (_data, _error, change) => {
      void queryClient.invalidateQueries({ queryKey: activityListsQueryKey });
      void queryClient.invalidateQueries({ queryKey: activityQueryKey(change.id) });
    },
  });
}
