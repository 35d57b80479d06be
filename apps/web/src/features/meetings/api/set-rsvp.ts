import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { meetingsRootKey } from '@/lib/meetings/get-meetings';
import type { MeetingDetail, RsvpCounts, RsvpStatus } from '@/lib/meetings/meeting-types';
import { meetingQueryKey } from './get-meeting';

export interface RsvpAnswer {
  rsvpCounts?: RsvpCounts;
  counts?: RsvpCounts;
  myRsvp?: string;
  status?: string;
}

/** PUT /api/meetings/{id}/rsvp { status }: answers the new counts. */
export const setRsvp = ({ meetingId, status }: { meetingId: number; status: RsvpStatus }) =>
  apiRequest<RsvpAnswer | RsvpCounts>(`/api/meetings/${meetingId}/rsvp`, { method: 'PUT', body: { status } });

function countsOf(answer: RsvpAnswer | RsvpCounts | undefined): RsvpCounts | null {
  if (!answer) {
    return null;
  }
  if ('rsvpCounts' in answer && answer.rsvpCounts) {
    return answer.rsvpCounts;
  }
  if ('counts' in answer && answer.counts) {
    return answer.counts;
  }
  return 'attending' in answer && typeof answer.attending === 'number' ? (answer as RsvpCounts) : null;
}

/** My RSVP: shown at once, the counts from the answer, the lists refetched. */
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
    onSuccess: (answer, { meetingId, status }) => {
      const counts = countsOf(answer);
      queryClient.setQueryData<MeetingDetail>(meetingQueryKey(meetingId), (old) =>
        old ? { ...old, myRsvp: status, ...(counts ? { rsvpCounts: counts } : {}) } : old,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: meetingsRootKey }),
  });
}
