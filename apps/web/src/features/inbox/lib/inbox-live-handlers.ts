import type { ParsedChannel } from '@app/shared/channels';
import type { InboxEvent, InboxMessage } from '@app/shared/inbox';
import type { QueryClient } from '@tanstack/react-query';
import { applyDeleted, applyRead, receiveMessage } from './inbox-cache';
import { openConversationIdOf, shouldNotify } from './notify-rules';
import type { SeenMessages } from './seen-messages';

type Payload<A extends InboxEvent['action']> = Extract<InboxEvent, { action: A }>['payload'];

/** What the handlers need from the running app; tests pass stand-ins. */
export interface InboxLiveDeps {
  queryClient: QueryClient;
  seen: SeenMessages;
  myId: () => number | null;
  pathname: () => string;
  /** Toast, and a desktop notification when the window is unfocused. */
  notify: (message: InboxMessage) => void;
}

interface Meta {
  parsed: ParsedChannel;
}

/** One small handler per inbox event (docs/architecture.md 12), dispatched by name. */
export function createInboxHandlers(deps: InboxLiveDeps) {
  return {
    new_message: (payload: Payload<'new_message'>) => {
      const myId = deps.myId();
      if (myId === null) {
        return;
      }
      const pathname = deps.pathname();
      const message = payload.messageData;
      const ctx = { myId, openConversationId: openConversationIdOf(pathname) };
      if (
        receiveMessage(deps.queryClient, deps.seen, message, ctx) &&
        shouldNotify(message, myId, pathname)
      ) {
        deps.notify(message);
      }
    },
    message_read: (payload: Payload<'message_read'>, meta: Meta) => {
      // Only my own inbox channel's count is mine; conversation channels carry nobody's.
      applyRead(deps.queryClient, payload, { setUnreadCount: meta.parsed.kind === 'inbox' });
    },
    message_deleted: (payload: Payload<'message_deleted'>, meta: Meta) => {
      applyDeleted(
        deps.queryClient,
        meta.parsed.kind === 'inbox' ? payload : { ...payload, unreadCount: undefined },
      );
    },
  };
}

export type InboxHandlers = ReturnType<typeof createInboxHandlers>;
