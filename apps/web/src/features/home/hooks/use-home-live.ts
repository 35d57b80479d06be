import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useMeetingsLive } from '@/features/meetings/public/use-meetings-live';
import { registerChannelHandler } from '@/lib/realtime/channel-handlers';
import { resyncQueries } from '@/lib/realtime/resync-queries';
import { leadershipTodosKey } from '../api/get-leadership-todos';
import { myStatsRootKey } from '../api/get-my-stats';

/**
 * Keeps the home page live: a slip created, decided or answered (on my activity channels) moves my
 * numbers and the traffic light at once; meeting changes and RSVP counts refresh this week's
 * meeting (meetings:{group}).
 */
export function useHomeLive(): void {
  const queryClient = useQueryClient();
  useMeetingsLive();
  useEffect(() => {
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: myStatsRootKey });
      void queryClient.invalidateQueries({ queryKey: leadershipTodosKey });
    };
    const removers = [
      registerChannelHandler('activity_created', refresh),
      registerChannelHandler('activity_status', refresh),
      registerChannelHandler('one_to_one_update', refresh),
      registerChannelHandler('channel_resync', (_payload, meta) => {
        if (meta.parsed.kind === 'activityGiven' || meta.parsed.kind === 'activityReceived') {
          resyncQueries(queryClient, myStatsRootKey, leadershipTodosKey);
        }
      }),
    ];
    return () => {
      for (const remove of removers) {
        remove();
      }
    };
  }, [queryClient]);
}
