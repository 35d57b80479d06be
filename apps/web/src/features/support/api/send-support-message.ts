import type { SupportMessageBody, SupportMessageResponse } from '@app/shared/support';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/support/contact: mails support; replies go to my account e-mail. */
export const sendSupportMessage = (body: SupportMessageBody) =>
  apiRequest<SupportMessageResponse>('/api/support/contact', { method: 'POST', body });

export function useSendSupportMessage() {
  return useMutation({ mutationFn: sendSupportMessage });
}
