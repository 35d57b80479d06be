import type { RenewalItem, RenewalsQuery, RenewalsResponse, RenewBody } from '@app/shared/renewals';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const renewalsRootKey = ['admin-renewals'] as const;

/** GET /api/admin/renewals (manage_group: my group; administrators: every group): due within 30 days, overdue, or all. */
export const renewalsQueryOptions = (status: RenewalsQuery['status']) =>
  queryOptions({
    queryKey: [...renewalsRootKey, status],
    queryFn: ({ signal }) =>
      apiRequest<RenewalsResponse>('/api/admin/renewals', { query: { status, limit: 100 }, signal }),
  });

export function useRenewals(status: RenewalsQuery['status']) {
  return useQuery(renewalsQueryOptions(status));
}

/** POST /api/admin/renewals/{userId}: 1 or 2 more years from the later of today and the due date. */
export function useRenewMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, years }: { userId: number } & RenewBody) =>
      apiRequest<RenewalItem>(`/api/admin/renewals/${userId}`, { method: 'POST', body: { years } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: renewalsRootKey }),
  });
}
