import type { DigestRsvpResponse, DigestUnsubscribeResponse } from '@app/shared/digest';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/digest/rsvp `{ token }`: public; a digest's one-click RSVP link (one use). */
export const useDigestRsvp = () =>
  useMutation({
    mutationFn: (token: string) =>
      apiRequest<DigestRsvpResponse>('/api/digest/rsvp', { method: 'POST', body: { token }, auth: false }),
  });

/** POST /api/digest/unsubscribe?token=: public; turns the weekly digest off. */
export const useDigestUnsubscribe = () =>
  useMutation({
    mutationFn: (token: string) =>
      apiRequest<DigestUnsubscribeResponse>('/api/digest/unsubscribe', {
        method: 'POST',
        query: { token },
        auth: false,
      }),
  });
