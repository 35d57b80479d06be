import type { CreateMeetingBody, MeetingItem } from '@app/shared/meetings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meetingsRootKey } from '@/features/meetings/public/get-meetings';
import { apiRequest } from '@/lib/api-client';

/** POST /api/meetings (manage_meetings): an extra meeting of my group; members are told live. */
export function useCreateMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMeetingBody) =>
      apiRequest<MeetingItem>('/api/meetings', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingsRootKey }),
  });
}
