import type { InboxMessage } from '@app/shared/inbox';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { useSession } from '@/lib/auth/session';
import { showDesktopNotification } from '@/lib/desktop-notifications';
import { paths } from '@/lib/paths';
import { registerChannelHandler } from '@/lib/realtime/channel-handlers';
import { createRefCounted } from '@/lib/realtime/ref-counted';
import { resyncQueries } from '@/lib/realtime/resync-queries';
import { conversationQueryKey } from '../api/conversation-query-key';
import { inboxQueryKey } from '../api/get-inbox';
import { createInboxHandlers } from '../lib/inbox-live-handlers';
import { notificationText } from '../lib/notify-rules';
import { seenMessageIds, startSeenTrimming } from '../lib/seen-messages';

/** The latest app objects the (registered once) handlers use. */
const current: { queryClient: QueryClient | null; navigate: NavigateFunction | null; userId: number | null } =
  {
    queryClient: null,
    navigate: null,
    userId: null,
  };
/** The handlers, registered while any component holds them (`start` answers their remover). */
const registered = createRefCounted<() => void>((remove) => remove());

function openConversation(conversationId: number): void {
  // ?conversation={id} opens it and clears its 'new' flag (docs/architecture.md 16.4).
  void current.navigate?.(`${paths.inbox}?conversation=${conversationId}`);
}

function notify(message: InboxMessage): void {
  const { title, body } = notificationText(message);
  toast({
    title,
    description: body,
    action: { label: 'Open', onClick: () => openConversation(message.conversationId) },
  });
  showDesktopNotification(title, {
    body,
    tag: `inbox-${message.conversationId}`,
    onClick: () => openConversation(message.conversationId),
  });
}

function start(queryClient: QueryClient): () => void {
  const handlers = createInboxHandlers({
    queryClient,
    seen: seenMessageIds,
    myId: () => current.userId,
    pathname: () => window.location.pathname,
    notify,
  });
  const removers = [
    registerChannelHandler('new_message', handlers.new_message),
    registerChannelHandler('message_read', handlers.message_read),
    registerChannelHandler('message_deleted', handlers.message_deleted),
    // Subscribed after the page read the inbox (or back past the history window): read it again.
    registerChannelHandler('channel_resync', (_payload, meta) => {
      if (meta.parsed.kind === 'inbox') {
        resyncQueries(queryClient, inboxQueryKey);
      } else if (meta.parsed.kind === 'conversation') {
        resyncQueries(queryClient, conversationQueryKey(meta.parsed.id));
      }
    }),
    startSeenTrimming(seenMessageIds),
  ];
  return () => {
    for (const remove of removers) {
      remove();
    }
  };
}

/**
 * Applies the live inbox rules of docs/architecture.md 16.4 on every page while mounted anywhere (reference
 * counted: mounting it in several places registers the handlers once). The personal inbox:{me}
 * channel is held by the realtime runtime; conversation channels by the conversation page.
 */
export function useInboxLive(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { user } = useSession();
  current.queryClient = queryClient;
  current.navigate = navigate;
  current.userId = user?.id ?? null;

  useEffect(() => {
    registered.hold('inbox', () => start(queryClient));
    return () => registered.release('inbox');
  }, [queryClient]);
}
