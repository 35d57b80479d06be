import type { SupportContactResponse } from '@app/shared/support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** GET /api/support/contact: the operator's SUPPORT_EMAIL (support page, error reports, legal pages). */
export const getSupportContact = () =>
  apiRequest<SupportContactResponse>('/api/support/contact', { auth: false });

export const supportContactQueryOptions = () =>
  queryOptions({ queryKey: ['support', 'contact'], queryFn: getSupportContact, staleTime: 60 * 60_000 });

export function useSupportContact() {
  return useQuery(supportContactQueryOptions());
}
