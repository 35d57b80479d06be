import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/lib/paths';
import { registerChannelHandler } from '@/lib/realtime/channel-handlers';
import { createRefCounted } from '@/lib/realtime/ref-counted';
import { createActivityHandlers, type LiveNotice } from '../lib/activity-live-handlers';

/** The latest navigate function the (registered once) handlers use. */
const current: { navigate: NavigateFunction | null } = { navigate: null };
/** The handlers, registered while any component holds them (`start` answers their remover). */
const registered = createRefCounted<() => void>((remove) => remove());

function notify(event: LiveNotice): void {
  const direction = event.received ? 'received' : 'given';
  const href =
    event.kind === 'mentorship' ? paths.mentorshipApply : `${paths.activity(direction)}?id=${event.id}`;
  // The page on screen updates by itself; a toast there would only repeat it.
  if (window.location.pathname === href.split('?')[0] || !event.message.trim()) {
    return;
  }
  toast({
    title: event.message,
    action: { label: 'Open', onClick: () => void current.navigate?.(href) },
  });
}

function start(queryClient: QueryClient): () => void {
  const handlers = createActivityHandlers({ queryClient, notify });
  const removers = [
    registerChannelHandler('read_status_update', handlers.read_status_update),
    registerChannelHandler('activity_created', handlers.activity_created),
    registerChannelHandler('activity_status', handlers.activity_status),
    registerChannelHandler('one_to_one_update', handlers.one_to_one_update),
    registerChannelHandler('channel_resync', handlers.channel_resync),
  ];
  return () => {
    for (const remove of removers) {
      remove();
    }
  };
}

/**
 * Applies the live activity events (badges, lists, toasts) while mounted anywhere; reference
 * counted, so the shell's badge and the activity pages register the handlers once. The personal
 * activity channels themselves are held by the realtime runtime for the whole session.
 */
export function useActivityLive(): void {
  const queryClient = useQueryClient();
  current.navigate = useNavigate();

  useEffect(() => {
    registered.hold('activity', () => start(queryClient));
    return () => registered.release('activity');
  }, [queryClient]);
}
