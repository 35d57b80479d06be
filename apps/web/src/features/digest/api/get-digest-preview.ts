import type { DigestContent } from '@app/shared/digest';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/me/digest/preview: my next weekly digest's content, read now. */
export function useDigestPreview() {
  return useQuery({
    queryKey: ['digest', 'preview'],
    queryFn: ({ signal }) => apiRequest<DigestContent>('/api/me/digest/preview', { signal }),
    staleTime: 60_000,
  });
}
