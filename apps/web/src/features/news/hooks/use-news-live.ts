import { channels } from '@app/shared/channels';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '@/lib/auth/session';
import { registerChannelHandler } from '@/lib/realtime/channel-handlers';
import { useChannel } from '@/lib/realtime/use-channel';
import { newsRootKey } from '../api/get-news';

/** Holds `news` and `news:{myGroup}` while mounted; a publication refetches the news shown. */
export function useNewsLive(): void {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const groupId = user?.group?.id ?? null;
  useChannel(user ? channels.news() : null);
  useChannel(groupId ? channels.groupNews(groupId) : null);
  useEffect(
    () =>
      registerChannelHandler('news', () => {
        void queryClient.invalidateQueries({ queryKey: newsRootKey });
      }),
    [queryClient],
  );
}
