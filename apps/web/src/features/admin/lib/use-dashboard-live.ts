import { channels } from '@app/shared/channels';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useSession } from '@/lib/auth/session';
import { useMeetingsLive } from '@/lib/meetings/use-meetings-live';
import { registerChannelHandler } from '@/lib/realtime/channel-handlers';
import { useChannel } from '@/lib/realtime/use-channel';
import { dashboardQueryKey } from '../api/get-reports';

/**
 * Keeps the dashboard live: any slip of the group written or decided and any attendance sheet
 * saved (group-activity:{myGroup}), my own activity events, and any change on meetings:{myGroup}
 * (visitors, meetings, or a resync) refetch it.
 */
export function useDashboardLive(): void {
  const queryClient = useQueryClient();
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
  }, [queryClient]);
  useMeetingsLive(refresh);
  const { user } = useSession();
  const groupId = user?.group?.id ?? null;
  useChannel(groupId ? channels.groupActivity(groupId) : null);
  useEffect(() => {
    const removers = [
      registerChannelHandler('activity_created', refresh),
      registerChannelHandler('activity_status', refresh),
      registerChannelHandler('group_activity', refresh),
      registerChannelHandler('channel_resync', (_payload, meta) => {
        if (meta.parsed.kind === 'groupActivity') {
          refresh();
        }
      }),
    ];
    return () => {
      for (const remove of removers) {
        remove();
      }
    };
  }, [refresh]);
}
