import { channels } from '@app/shared/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '@/lib/auth/session';
import { registerChannelHandler } from '@/lib/realtime/channel-handlers';
import { useChannel } from '@/lib/realtime/use-channel';
import { meetingsRootKey } from './get-meetings';

/**
 * Holds meetings:{myGroup} while mounted and refetches the meetings shown when one changes (created,
 * edited, cancelled, RSVP counts): the calendar, the meeting page and the attendance picker. `also`
 * runs on every event (e.g. the visitors list refetching its statuses).
 */
export function useMeetingsLive(also?: () => void): void {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const groupId = user?.group?.id ?? null;
  useChannel(groupId ? channels.meetings(groupId) : null);

  useEffect(
    () =>
      registerChannelHandler('meeting', () => {
        void queryClient.invalidateQueries({ queryKey: meetingsRootKey });
        also?.();
      }),
    [queryClient, also],
  );
}
