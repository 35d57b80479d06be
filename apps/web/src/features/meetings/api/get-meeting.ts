import type { MeetingDetail } from '@app/shared/meetings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const meetingQueryKey = (id: number) => ['meetings', 'detail', id] as const;

/** GET /api/meetings/{id}: the meeting with attendees, visitors and substitutions. */
export const getMeeting = (id: number, signal?: AbortSignal) =>
  apiRequest<MeetingDetail>(`/api/meetings/${id}`, signal ? { signal } : {});

export const meetingQueryOptions = (id: number) =>
  queryOptions({ queryKey: meetingQueryKey(id), queryFn: ({ signal }) => getMeeting(id, signal) });

export function useMeeting(id: number) {
  return useQuery(meetingQueryOptions(id));
}
