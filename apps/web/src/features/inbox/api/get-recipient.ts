import type { Recipient } from '@app/shared/inbox';
import type { ProfileResponse } from '@app/shared/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** One person to write to, by id (GET /api/profile?userId=), for /inbox/compose?to={id}. */
export async function getRecipient(userId: number, signal?: AbortSignal): Promise<Recipient> {
  const profile = await apiRequest<ProfileResponse>('/api/profile', {
    query: { userId },
    ...(signal ? { signal } : {}),
  });
  return {
    id: profile.id,
    name: profile.name,
    companyName: profile.companyName,
    role: profile.role,
    profileImageUrl: profile.profileImageUrl,
  };
}

export const recipientQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['inbox', 'recipient', userId] as const,
    queryFn: ({ signal }) => getRecipient(userId, signal),
    staleTime: 60_000,
  });

export function useRecipient(userId: number | null) {
  return useQuery({ ...recipientQueryOptions(userId ?? 0), enabled: userId !== null });
}
