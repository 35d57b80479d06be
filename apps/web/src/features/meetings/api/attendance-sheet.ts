import type { AttendanceBody, AttendanceSheet } from '@app/shared/meetings';
import type { VisitorItem } from '@app/shared/visitors';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Under the meetings key: a meeting event (a visitor's answer, an edit) refetches the sheet too. */
export const attendanceQueryKey = (meetingId: number) => ['meetings', 'attendance', meetingId] as const;

/** GET /api/meetings/{id}/attendance (record_attendance or manage_meetings): rows, visitors, totals. */
export const attendanceQueryOptions = (meetingId: number) =>
  queryOptions({
    queryKey: attendanceQueryKey(meetingId),
    queryFn: ({ signal }) => apiRequest<AttendanceSheet>(`/api/meetings/${meetingId}/attendance`, { signal }),
  });

export function useAttendanceSheet(meetingId: number | null) {
  return useQuery({ ...attendanceQueryOptions(meetingId ?? 0), enabled: meetingId !== null });
}

/** PUT /api/meetings/{id}/attendance: every row in one request; answers the sheet. */
export function useSaveAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ meetingId, body }: { meetingId: number; body: AttendanceBody }) =>
      apiRequest<AttendanceSheet>(`/api/meetings/${meetingId}/attendance`, { method: 'PUT', body }),
    onSuccess: (sheet, { meetingId }) => queryClient.setQueryData(attendanceQueryKey(meetingId), sheet),
  });
}

/** PUT /api/visitors/{id}/attended (record_attendance): the inviter's visitor credit. */
export function useVisitorAttended() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ visitorId, attended }: { visitorId: number; attended: boolean; meetingId: number }) =>
      apiRequest<VisitorItem>(`/api/visitors/${visitorId}/attended`, { method: 'PUT', body: { attended } }),
    onSuccess: (answer, { meetingId, visitorId }) =>
      queryClient.setQueryData<AttendanceSheet>(attendanceQueryKey(meetingId), (old) =>
        old
          ? {
              ...old,
              visitors: old.visitors.map((v) =>
                v.id === visitorId && answer?.status ? { ...v, status: answer.status } : v,
              ),
            }
          : old,
      ),
    onSettled: (_a, _e, { meetingId }) =>
      queryClient.invalidateQueries({ queryKey: attendanceQueryKey(meetingId) }),
  });
}
