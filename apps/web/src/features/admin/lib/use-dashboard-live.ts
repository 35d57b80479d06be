import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useMeetingsLive } from '@/lib/meetings/use-meetings-live';
import { registerChannelHandler } from '@/lib/realtime/channel-handlers';
import { dashboardQueryKey } from '../api/get-reports';

/**
 * Keeps the dashboard live: a slip written or decided (activity events), and any change on
 * meetings:{myGroup} (attendance sheets, visitors, meetings, or a resync) refetch it.
 */
export function useDashboardLive(): void {
  const queryClient = useQueryClient();
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
  }, [queryClient]);
  useMeetingsLive(refresh);
  useEffect(() => {
    const removers = [
      registerChannelHandler('activity_created', refresh),
      registerChannelHandler('activity_status', refresh),
    ];
    return () => {
      for (const remove of removers) {
        remove();
      }
    };
  }, [refresh]);
}
