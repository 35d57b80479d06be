import type {
  MentorshipApplicationBody,
  MentorshipApplicationItem,
  MentorshipApplicationsResponse,
  MentorshipStatusBody,
} from '@app/shared/mentorship';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { mentorshipKeys } from '../lib/mentorship-keys';

/** GET /api/mentorship/applications?role=: mine as mentee, or those sent to me as mentor. */
export const getApplications = (role: 'mentor' | 'mentee', signal?: AbortSignal) =>
  apiRequest<MentorshipApplicationsResponse>('/api/mentorship/applications', {
    query: { role },
    ...(signal ? { signal } : {}),
  });

export const applicationsQueryOptions = (role: 'mentor' | 'mentee') =>
  queryOptions({
    queryKey: mentorshipKeys.applications(role),
    queryFn: ({ signal }) => getApplications(role, signal),
  });

export function useApplications(role: 'mentor' | 'mentee', options: { enabled?: boolean } = {}) {
  return useQuery({ ...applicationsQueryOptions(role), enabled: options.enabled ?? true });
}

/** POST /api/mentorship/applications: one open application per mentor (409 otherwise). */
export const applyForMentorship = (body: MentorshipApplicationBody) =>
  apiRequest<MentorshipApplicationItem>('/api/mentorship/applications', { method: 'POST', body });

/** POST /api/mentorship/applications/{id}/status: accept, decline (mentor) or withdraw (mentee). */
export const changeApplicationStatus = ({ id, status }: { id: number } & MentorshipStatusBody) =>
  apiRequest<MentorshipApplicationItem>(`/api/mentorship/applications/${id}/status`, {
    method: 'POST',
    body: { status },
  });

/** Both change what the directory shows (active mentees, availability): refresh the whole area. */
export function useApplyForMentorship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyForMentorship,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: mentorshipKeys.all }),
  });
}

export function useChangeApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeApplicationStatus,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: mentorshipKeys.all }),
  });
}
