import { channels } from '@app/shared/channels';
import { useEffect } from 'react';
import { useSession } from '@/lib/auth/session';
import { acquireChannel, releaseChannel } from '@/lib/realtime/realtime-client';

/**
 * Holds the signed-in user's own channels (inbox, typing, news, activity) for the whole session,
 * so handlers registered with `registerChannelHandler` hear them on every page.
 */
export function usePersonalChannels(): void {
  const { user } = useSession();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId === null) {
      return;
    }
    const held = [
      channels.inbox(userId),
      channels.typingUser(userId),
      channels.news(),
      channels.activityGiven(userId),
      channels.activityReceived(userId),
    ];
    // In the task after the commit that connects (useRealtimeConnection): subscribing and
    // connecting together made one long task on a slow phone.
    let acquired = false;
    const later = setTimeout(() => {
      for (const channel of held) {
        acquireChannel(channel);
      }
      acquired = true;
    }, 0);
    return () => {
      clearTimeout(later);
      if (acquired) {
        for (const channel of held) {
          releaseChannel(channel);
        }
      }
    };
  }, [userId]);
}
