import type { MeetingsResponse, RsvpResponse, RsvpStatus } from '@app/shared/meetings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { meetingsRootKey } from './get-meetings';

/** PUT /api/meetings/{id}/rsvp { status }: answers my status and the new counts. */
export const setRsvp = ({ meetingId, status }: { meetingId: number; status: RsvpStatus }) =>
  apiRequest<RsvpResponse>(`/api/meetings/${meetingId}/rsvp`, { method: 'PUT', body: { status } });

/** Every cached meeting list with this meeting's answer and counts replaced. */
export function patchMeetingLists(
  queryClient: ReturnType<typeof useQueryClient>,
  meetingId: number,
  patch: Partial<Pick<RsvpResponse, 'myRsvp' | 'rsvpCounts'>>,
): void {
  queryClient.setQueriesData<MeetingsResponse>({ queryKey: [...meetingsRootKey, 'list'] }, (old) =>
    old ? { ...old, items: old.items.map((m) => (m.id === meetingId ? { ...m, ...patch } : m)) } : old,
  );
}

/** One-tap RSVP from a meeting list (home, calendar): shown at once, rolled back on failure. */
export function useListRsvp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRsvp,
    onMutate: ({ meetingId, status }) => patchMeetingLists(queryClient, meetingId, { myRsvp: status }),
    onSuccess: (answer, { meetingId }) =>
      patchMeetingLists(queryClient, meetingId, { myRsvp: answer.myRsvp, rsvpCounts: answer.rsvpCounts }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: meetingsRootKey }),
  });
}
