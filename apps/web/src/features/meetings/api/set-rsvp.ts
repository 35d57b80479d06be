import type { MeetingDetail } from '@app/shared/meetings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchMeetingLists, setRsvp } from '../public/set-rsvp';
import { meetingQueryKey } from './get-meeting';

/** My RSVP on the meeting page: shown at once, the counts from the answer, every meeting list patched, then refetched. */
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
      patchMeetingLists(queryClient, meetingId, { myRsvp: answer.myRsvp, rsvpCounts: answer.rsvpCounts });
    },
    onSettled: (_answer, _error, { meetingId }) =>
      queryClient.invalidateQueries({ queryKey: meetingQueryKey(meetingId) }),
  });
}
