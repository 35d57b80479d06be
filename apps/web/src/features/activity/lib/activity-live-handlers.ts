import type { UnreadCountsResponse } from '@app/shared/activities';
import type { QueryClient } from '@tanstack/react-query';
import type { ChannelEventMap, ChannelEventMeta } from '@/lib/realtime/channel-events';
import { resyncQueries } from '@/lib/realtime/resync-queries';
import { activityKeys } from './activity-query-keys';

export interface LiveNotice {
  id: number;
  /** The slip's kind (`mentorship` for mentorship applications, which ride the same channels). */
  kind: string;
  message: string;
  received: boolean;
}

export interface ActivityLiveDeps {
  queryClient: QueryClient;
  /** Tells the member about a slip that just arrived for them (not called for their own changes). */
  notify: (event: LiveNotice) => void;
}

type Handler<K extends keyof ChannelEventMap> = (payload: ChannelEventMap[K], meta: ChannelEventMeta) => void;

/**
 * The live rules of the activity area (docs/architecture.md 12): fresh counts replace the badges'; a new
 * slip or a status change refreshes the lists, the slip itself and the counts, without a reload.
 */
export function createActivityHandlers(deps: ActivityLiveDeps) {
  const { queryClient } = deps;

  const refresh = (id: number, kind?: string) => {
    if (kind === 'mentorship') {
      void queryClient.invalidateQueries({ queryKey: activityKeys.mentorshipRequests });
      return;
    }
    void queryClient.invalidateQueries({ queryKey: activityKeys.lists });
    void queryClient.invalidateQueries({ queryKey: activityKeys.one(id) });
    void queryClient.invalidateQueries({ queryKey: activityKeys.unreadCounts });
    void queryClient.invalidateQueries({ queryKey: activityKeys.stats });
  };
  const received = (meta: ChannelEventMeta) => meta.parsed.kind === 'activityReceived';

  const read_status_update: Handler<'read_status_update'> = (payload) => {
    const counts: UnreadCountsResponse = {
      givenCount: Math.max(0, Math.floor(payload.givenCount)),
      receivedCount: Math.max(0, Math.floor(payload.receivedCount)),
    };
    queryClient.setQueryData(activityKeys.unreadCounts, counts);
  };

  const activity_created: Handler<'activity_created'> = (payload, meta) => {
    refresh(payload.id, payload.kind);
    if (received(meta)) {
      deps.notify({ id: payload.id, kind: payload.kind, message: payload.message, received: true });
    }
  };

  const activity_status: Handler<'activity_status'> = (payload, meta) => {
    refresh(payload.id, payload.kind);
    deps.notify({ id: payload.id, kind: payload.kind, message: payload.message, received: received(meta) });
  };

  const one_to_one_update: Handler<'one_to_one_update'> = (payload, meta) => {
    refresh(payload.id);
    deps.notify({ id: payload.id, kind: 'one_to_one', message: payload.message, received: received(meta) });
  };

  /** My activity channel was subscribed without recovering what was published meanwhile. */
  const channel_resync: Handler<'channel_resync'> = (_payload, meta) => {
    if (meta.parsed.kind === 'activityGiven' || meta.parsed.kind === 'activityReceived') {
      resyncQueries(queryClient, activityKeys.all);
    }
  };

  return { read_status_update, activity_created, activity_status, one_to_one_update, channel_resync };
}
