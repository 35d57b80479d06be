import type { MeetingDetail } from '@app/shared/meetings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { meetingsRootKey } from '../public/get-meetings';

export interface MeetingChanges {
  start?: string;
  end?: string;
  title?: string;
  location?: string | null;
  agenda?: string | null;
}

/** PATCH /api/meetings/{id}: time, location, agenda (manage_meetings). */
export const updateMeeting = ({ id, body }: { id: number; body: MeetingChanges }) =>
  apiRequest<MeetingDetail>(`/api/meetings/${id}`, { method: 'PATCH', body });

/** DELETE /api/meetings/{id}: cancels it (kept with status cancelled). */
export const cancelMeeting = (id: number) => apiRequest<unknown>(`/api/meetings/${id}`, { method: 'DELETE' });

export function useUpdateMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMeeting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingsRootKey }),
  });
}

export function useCancelMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMeeting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingsRootKey }),
  });
}
