import type { MembersResponse } from '@app/shared/members';
import type {
  SendSmsBody,
  SendSmsResponse,
  SmsListResponse,
  SmsOptOutsResponse,
  SmsPreviewBody,
  SmsPreviewResponse,
} from '@app/shared/sms';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const smsRootKey = ['admin-sms'] as const;

/** GET /api/admin/sms (send_sms): my group's texts, newest first, with each recipient's status. */
export const smsHistoryQueryOptions = () =>
  queryOptions({
    queryKey: [...smsRootKey, 'history'],
    queryFn: ({ signal }) => apiRequest<SmsListResponse>('/api/admin/sms', { query: { limit: 20 }, signal }),
  });

export function useSmsHistory() {
  return useQuery(smsHistoryQueryOptions());
}

/** POST /api/admin/sms/preview: who would get the text, who is skipped, segments and today's allowance. */
export function useSmsPreview(body: SmsPreviewBody | null) {
  return useQuery({
    queryKey: [...smsRootKey, 'preview', body],
    queryFn: ({ signal }) =>
      apiRequest<SmsPreviewResponse>('/api/admin/sms/preview', { method: 'POST', body, signal }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** POST /api/admin/sms: queues the text; the history and allowance refresh. */
export function useSendSms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendSmsBody) =>
      apiRequest<SendSmsResponse>('/api/admin/sms', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: smsRootKey }),
  });
}

/** The active members of my group to choose from (GET /api/members, first 100 by rank and name). */
export function useSmsMembers(enabled: boolean) {
  return useQuery({
    queryKey: [...smsRootKey, 'members'],
    queryFn: ({ signal }) => apiRequest<MembersResponse>('/api/members', { query: { limit: 100 }, signal }),
    enabled,
  });
}

/** GET /api/admin/sms/opt-outs: members of my group who answered STOP. */
export function useSmsOptOuts() {
  return useQuery({
    queryKey: [...smsRootKey, 'opt-outs'],
    queryFn: ({ signal }) => apiRequest<SmsOptOutsResponse>('/api/admin/sms/opt-outs', { signal }),
  });
}
