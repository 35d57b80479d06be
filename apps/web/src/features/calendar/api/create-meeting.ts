import type { CreateMeetingBody, MeetingItem } from '@app/shared/meetings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { meetingsRootKey } from '@/lib/meetings/get-meetings';

/** POST /api/meetings (manage_meetings): an extra meeting of my group; members are told live. */
export function useCreateMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMeetingBody) =>
      apiRequest<MeetingItem>('/api/meetings', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingsRootKey }),
  });
}
