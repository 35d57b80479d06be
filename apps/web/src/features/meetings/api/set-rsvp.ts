import type { MeetingDetail, MeetingsResponse, RsvpResponse, RsvpStatus } from '@app/shared/meetings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { meetingsRootKey } from '@/lib/meetings/get-meetings';
import { meetingQueryKey } from './get-meeting';

/** PUT /api/meetings/{id}/rsvp { status }: answers my status and the new counts. */
export const setRsvp = ({ meetingId, status }: { meetingId: number; status: RsvpStatus }) =>
  apiRequest<RsvpResponse>(`/api/meetings/${meetingId}/rsvp`, { method: 'PUT', body: { status } });

/** My RSVP: shown at once, the counts from the answer, every meeting list patched, then refetched. */
export function useSetRsvp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRsvp,
    onMutate: ({ meetingId, status }) => {
      const key = meetingQueryKey(meetingId);
      const before = queryClient.getQueryData<MeetingDetail>(key);
      if (before) {
        queryClient.setQueryData<MeetingDetail>(key, { ...before, myRsvp: status });
      }
      return { before };
    },
    onError: (_error, { meetingId }, context) => {
      if (context?.before) {
        queryClient.setQueryData(meetingQueryKey(meetingId), context.before);
      }
    },
    onSuccess: (answer, { meetingId }) => {
      queryClient.setQueryData<MeetingDetail>(meetingQueryKey(meetingId), (old) =>
        old ? { ...old, myRsvp: answer.myRsvp, rsvpCounts: answer.rsvpCounts } : old,
      );
      queryClient.setQueriesData<MeetingsResponse>({ queryKey: [...meetingsRootKey, 'list'] }, (old) =>
        old
          ? {
              ...old,
              items: old.items.map((m) =>
                m.id === meetingId ? { ...m, myRsvp: answer.myRsvp, rsvpCounts: answer.rsvpCounts } : m,
              ),
            }
          : old,
      );
    },
    onSettled: (_answer, _error, { meetingId }) =>
      queryClient.invalidateQueries({ queryKey: meetingQueryKey(meetingId) }),
  });
}
