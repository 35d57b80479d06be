import type { SubstitutionItem } from '@app/shared/meetings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { meetingQueryKey } from './get-meeting';

export interface SubstituteBody {
  substituteName: string;
  substituteEmail?: string;
  content?: string;
}

/** POST /api/meetings/{id}/substitutions: pending until approve_substitutes decides. */
export const sendSubstitute = ({ meetingId, body }: { meetingId: number; body: SubstituteBody }) =>
  apiRequest<SubstitutionItem>(`/api/meetings/${meetingId}/substitutions`, { method: 'POST', body });

export function useSendSubstitute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSubstitute,
    onSuccess: (_answer, { meetingId }) =>
      queryClient.invalidateQueries({ queryKey: meetingQueryKey(meetingId) }),
  });
}
