import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/auth/session';

/** When the group cannot be read (no view_group), amounts are still entered in this currency. */
export const FALLBACK_CURRENCY = 'EUR';

export const groupCurrencyQueryKey = (groupId: number) => ['activities', 'group-currency', groupId] as const;

/** GET /api/admin/groups/{id} (view_group): the group's default currency for money amounts. */
export async function getGroupCurrency(groupId: number, signal?: AbortSignal): Promise<string> {
  const group = await apiRequest<{ currency?: string }>(`/api/admin/groups/${groupId}`, {
    ...(signal ? { signal } : {}),
  });
  return typeof group.currency === 'string' && /^[A-Z]{3}$/.test(group.currency)
    ? group.currency
    : FALLBACK_CURRENCY;
}

/** The signed-in member's group currency; EUR while loading or when it cannot be read. */
export function useGroupCurrency(): string {
  const { user } = useSession();
  const groupId = user?.group?.id ?? null;
  const query = useQuery({
    ...queryOptions({
      queryKey: groupCurrencyQueryKey(groupId ?? 0),
      queryFn: ({ signal }) => getGroupCurrency(groupId ?? 0, signal),
      staleTime: 30 * 60_000,
      retry: false,
    }),
    enabled: groupId !== null,
  });
  return query.data ?? FALLBACK_CURRENCY;
}
