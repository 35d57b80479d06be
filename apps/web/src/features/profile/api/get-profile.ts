import type { ProfileResponse } from '@app/shared/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/profile, or another member's with ?userId={id}. */
export const getProfile = (userId?: number) =>
  apiRequest<ProfileResponse>('/api/profile', { query: { userId } });

export const profileQueryKey = (userId?: number) => ['profile', userId ?? 'me'] as const;

export const profileQueryOptions = (userId?: number) =>
  queryOptions({ queryKey: profileQueryKey(userId), queryFn: () => getProfile(userId) });

export function useProfile(userId?: number) {
  return useQuery(profileQueryOptions(userId));
}
