import { channels } from '@app/shared/channels';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useMeetingsLive } from '@/features/meetings/public/use-meetings-live';
import { useSession } from '@/lib/auth/session';
import { registerChannelHandler } from '@/lib/realtime/channel-handlers';
import { resyncQueries } from '@/lib/realtime/resync-queries';
import { useChannel } from '@/lib/realtime/use-channel';
import { dashboardQueryKey } from '../api/get-reports';

/**
 * Keeps the dashboard live: any slip of the group written or decided and any attendance sheet
 * saved (group-activity:{myGroup}), my own activity events, and any change on meetings:{myGroup}
 * refetch it.
 *
 * One read per visit: the page's channels are subscribed after it has painted, i.e. after the
 * dashboard asked for its data, and each channel's first subscription reports a resync. Those
 * first resyncs do not read again (they did, one read per channel, each cancelling the one before:
 * three GET /api/admin/dashboard per visit): the data was read moments before, and anything
 * published in between shows at the next poll (DASHBOARD_POLL_MS). A later resync (a reconnect
 * past the history window) reads again, once for all channels together.
 */
export function useDashboardLive(): void {
  const queryClient = useQueryClient();
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
  }, [queryClient]);
  const subscribedOnce = useRef(new Set<string>());
  const resync = useCallback(
    (channel: string) => {
      if (!subscribedOnce.current.has(channel)) {
        subscribedOnce.current.add(channel);
        return;
      }
      resyncQueries(queryClient, dashboardQueryKey);
    },
    [queryClient],
  );
  const { user } = useSession();
  const groupId = user?.group?.id ?? null;
  // A meeting event refetches; a null one is the meetings channel's resync.
  useMeetingsLive((event) => (event ? refresh() : resync(groupId ? channels.meetings(groupId) : 'meetings')));
  useChannel(groupId ? channels.groupActivity(groupId) : null);
  useEffect(() => {
    const removers = [
      registerChannelHandler('activity_created', refresh),
      registerChannelHandler('activity_status', refresh),
      registerChannelHandler('group_activity', refresh),
      registerChannelHandler('channel_resync', (_payload, meta) => {
        if (meta.parsed.kind === 'groupActivity') {
          resync(meta.channel);
        }
      }),
    ];
    return () => {
      for (const remove of removers) {
        remove();
      }
    };
  }, [refresh, resync]);
}
