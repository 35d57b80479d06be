import type { OpenedMail } from '@app/shared/outbox';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/admin/outbox/{id}/open (administrators, no mail server set): an unsent mail's whole
 * text, links and temporary passwords included. The server audits every opening.
 */
export function useOpenOutboxMail() {
  return useMutation({
    mutationFn: (id: number) => apiRequest<OpenedMail>(`/api/admin/outbox/${id}/open`, { method: 'POST' }),
  });
}
