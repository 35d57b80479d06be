import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { registerChannelHandler } from '@/lib/realtime/channel-handlers';
import { mentorshipKeys } from '../lib/mentorship-keys';

/**
 * Applications ride the activity channels with kind `mentorship` (a new one to the mentor, each
 * answer to both sides): while a mentorship page is open they refresh its lists without a reload.
 */
export function useMentorshipLive(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = (payload: { kind: string }) => {
      if (payload.kind === 'mentorship') {
        void queryClient.invalidateQueries({ queryKey: mentorshipKeys.all });
      }
    };
    const removers = [
      registerChannelHandler('activity_created', refresh),
      registerChannelHandler('activity_status', refresh),
    ];
    return () => {
      for (const remove of removers) {
        remove();
      }
    };
  }, [queryClient]);
}
