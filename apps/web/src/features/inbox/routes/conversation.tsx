import type { InboxMessage } from '@app/shared/inbox';
import { useQueryClient } from '@tanstack/react-query';
import { MessageSquareOff } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { type SessionUser, useSession } from '@/lib/auth/session';
import { paths } from '@/lib/paths';
import { useDeleteMessage } from '../api/delete-message';
import { useConversation } from '../api/get-conversation';
import { useInbox } from '../api/get-inbox';
import { useSendMessage } from '../api/send-message';
import { ConversationHeader } from '../components/conversation-header';
import { MessageComposer } from '../components/message-composer';
import { MessageThread } from '../components/message-thread';
import { TypingIndicator } from '../components/typing-indicator';
import { useConversationPresence } from '../hooks/use-conversation-presence';
import { useInboxLive } from '../hooks/use-inbox-live';
import { useMarkReadWhileOpen } from '../hooks/use-mark-read-while-open';
import { useTypingIndicators } from '../hooks/use-typing-indicators';
import { useTypingPublisher } from '../hooks/use-typing-publisher';
import { flattenPages } from '../lib/conversation-reducers';
import { clearNew } from '../lib/inbox-cache';
import { otherParty } from '../lib/inbox-reducers';
import { showSendErrorToast } from '../lib/send-error-toast';

// The delete confirmation (a dialog) loads when it is first opened, not with the page.
const DeleteMessageDialog = lazy(() =>
  import('../components/delete-message-dialog').then((m) => ({ default: m.DeleteMessageDialog })),
);

function NotFound() {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-16 text-center">
      <MessageSquareOff className="size-10 text-muted" aria-hidden="true" />
      <h2 className="text-lg font-semibold">Conversation not found</h2>
      <p className="text-sm text-muted">It does not exist, or you are not part of it.</p>
      <Link to={paths.inbox} className={buttonClasses('outline')}>
        Back to inbox
      </Link>
    </div>
  );
}

/** /inbox/conversation/{id}: the thread, who is online, who is typing, and the composer. */
export function Component() {
  const { conversationId } = useParams();
  const { user } = useSession();
  const id = conversationId && /^\d{1,10}$/.test(conversationId) ? Number(conversationId) : null;
  if (id === null) {
    return <NotFound />;
  }
  return user ? <ConversationView key={id} conversationId={id} me={user} /> : null;
}

function ConversationView({ conversationId, me }: { conversationId: number; me: SessionUser }) {
  useInboxLive();
  const queryClient = useQueryClient();
  const conversation = useConversation(conversationId);
  const inbox = useInbox();
  const messages = useMemo(() => flattenPages(conversation.data), [conversation.data]);
  const listed = inbox.data?.messages.find((m) => m.conversationId === conversationId);
  const sample = messages[0] ?? listed;
  const other = sample ? otherParty(sample, me.id) : null;
  const online = useConversationPresence(conversationId, other?.id ?? null);
  const typing = useTypingIndicators(conversationId, me.id);
  const { onInput, stopTyping } = useTypingPublisher(conversationId, { id: me.id, name: me.name });
  const send = useSendMessage();
  const remove = useDeleteMessage();
  const [toDelete, setToDelete] = useState<InboxMessage | null>(null);
  // Once asked for, the dialog stays mounted, so that it can animate its closing.
  const [deleteUsed, setDeleteUsed] = useState(false);
  if (toDelete !== null && !deleteUsed) {
    setDeleteUsed(true);
  }
  useMarkReadWhileOpen(conversationId, messages, me.id);
  useEffect(() => clearNew(queryClient, conversationId), [queryClient, conversationId]);

  if (conversation.isLoading) {
    return <FullScreenSpinner label="Loading conversation" />;
  }
  if (conversation.error instanceof ApiError && conversation.error.status === 404) {
    return <NotFound />;
  }

  const onSend = async (content: string) => {
    if (!other) {
      return false;
    }
    try {
      await send.mutateAsync({ recipientId: other.id, content, conversationId });
      return true;
    } catch (error) {
      showSendErrorToast(error);
      return false;
    }
  };

  return (
    <div className="mx-auto flex h-[calc(100dvh-8rem-env(safe-area-inset-bottom))] max-w-3xl flex-col bg-background md:h-[calc(100dvh-4rem)] md:border-x md:border-border">
      <ConversationHeader other={other} online={online} />
      {conversation.isError ? (
        <p role="alert" className="p-4 text-sm text-red-700">
          The conversation could not be loaded. Please try again.
        </p>
      ) : null}
      <MessageThread
        messages={messages}
        myId={me.id}
        hasOlder={conversation.hasNextPage}
        loadingOlder={conversation.isFetchingNextPage}
        onLoadOlder={() => void conversation.fetchNextPage()}
        onDelete={setToDelete}
      />
      <TypingIndicator typing={typing} />
      <MessageComposer
        onSend={onSend}
        onTyping={onInput}
        onStopTyping={stopTyping}
        disabled={!other}
        autoFocus
        placeholder={other ? `Message ${other.name}` : 'Write a message'}
      />
      {deleteUsed ? (
        <Suspense fallback={null}>
          <DeleteMessageDialog
            message={toDelete}
            pending={remove.isPending}
            onClose={() => setToDelete(null)}
            onConfirm={(message) =>
              remove.mutate(message.id, {
                onSuccess: () => setToDelete(null),
                onError: (error) => {
                  setToDelete(null);
                  showSendErrorToast(error);
                },
              })
            }
          />
        </Suspense>
      ) : null}
    </div>
  );
}
