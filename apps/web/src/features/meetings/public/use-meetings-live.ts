import { channels } from '@app/shared/channels';
import type { MeetingEvent } from '@app/shared/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSession } from '@/lib/auth/session';
import { registerChannelHandler } from '@/lib/realtime/channel-handlers';
import { resyncQueries } from '@/lib/realtime/resync-queries';
import { useChannel } from '@/lib/realtime/use-channel';
import { meetingsRootKey } from './get-meetings';

/**
 * Holds meetings:{myGroup} while mounted and refetches the meetings shown when one changes (created,
 * edited, cancelled, RSVP counts, a visitor's answer), or when the channel was subscribed without
 * recovering what was published meanwhile. `also` runs on each of these too (null payload on a
 * resync), e.g. the visitors list refetching its statuses.
 */
export function useMeetingsLive(also?: (event: MeetingEvent | null) => void): void {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const groupId = user?.group?.id ?? null;
  const extra = useRef(also);
  extra.current = also;
  useChannel(groupId ? channels.meetings(groupId) : null);

  useEffect(() => {
    const refresh = (event: MeetingEvent | null) => {
      void queryClient.invalidateQueries({ queryKey: meetingsRootKey });
      extra.current?.(event);
    };
    const removers = [
      registerChannelHandler('meeting', (event) => refresh(event)),
      registerChannelHandler('channel_resync', (_payload, meta) => {
        if (meta.parsed.kind === 'meetings') {
          resyncQueries(queryClient, meetingsRootKey);
          extra.current?.(null);
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
