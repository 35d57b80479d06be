import type { MentorListQuery, MentorListResponse } from '@app/shared/mentorship';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { mentorshipKeys } from '../lib/mentorship-keys';

/** GET /api/mentors?q=&expertise=: my group's mentor directory with every tag in use. */
export const getMentors = (filter: MentorListQuery, signal?: AbortSignal) =>
  apiRequest<MentorListResponse>('/api/mentors', {
    query: { q: filter.q?.trim() || undefined, expertise: filter.expertise || undefined },
    ...(signal ? { signal } : {}),
  });

export const mentorsQueryOptions = (filter: MentorListQuery) =>
  queryOptions({
    queryKey: mentorshipKeys.mentors(filter),
    queryFn: ({ signal }) => getMentors(filter, signal),
    placeholderData: keepPreviousData,
  });

export function useMentors(filter: MentorListQuery) {
  return useQuery(mentorsQueryOptions(filter));
}
