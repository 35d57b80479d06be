import type { MentorItem, MentorProfileBody } from '@app/shared/mentorship';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { mentorshipKeys } from '../lib/mentorship-keys';

/** GET /api/mentors/me: my offer, or null when I do not mentor. */
export async function getMyMentorProfile(signal?: AbortSignal): Promise<MentorItem | null> {
  return (await apiRequest<MentorItem | null>('/api/mentors/me', { ...(signal ? { signal } : {}) })) ?? null;
}

export const myMentorProfileQueryOptions = () =>
  queryOptions({ queryKey: mentorshipKeys.me, queryFn: ({ signal }) => getMyMentorProfile(signal) });

export function useMyMentorProfile() {
  return useQuery(myMentorProfileQueryOptions());
}

/** PUT /api/mentors/me: offer myself as a mentor or change the offer. */
export const putMyMentorProfile = (body: MentorProfileBody) =>
  apiRequest<MentorItem>('/api/mentors/me', { method: 'PUT', body });

export function usePutMyMentorProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putMyMentorProfile,
    onSuccess: (me) => {
      queryClient.setQueryData(mentorshipKeys.me, me);
      void queryClient.invalidateQueries({ queryKey: [...mentorshipKeys.all, 'mentors'] });
    },
  });
}
