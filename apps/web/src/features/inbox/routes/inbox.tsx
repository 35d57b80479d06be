import { useQueryClient } from '@tanstack/react-query';
import { PenSquare } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Page } from '@/components/page';
import { Button, buttonClasses } from '@/components/ui/button';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/auth/session';
import { paths } from '@/lib/paths';
import { useInbox } from '../api/get-inbox';
import { ConversationList } from '../components/conversation-list';
import { InboxEmpty } from '../components/inbox-empty';
import { InboxSearch } from '../components/inbox-search';
import { useInboxLive } from '../hooks/use-inbox-live';
import { clearNew } from '../lib/inbox-cache';
import { searchInbox } from '../lib/inbox-reducers';

/** /inbox?conversation={id}: opens that conversation and clears its 'new' flag (docs/architecture.md 16.4). */
function OpenConversation({ conversationId }: { conversationId: number }) {
  const queryClient = useQueryClient();
  useEffect(() => clearNew(queryClient, conversationId), [queryClient, conversationId]);
  return <Navigate to={paths.inboxConversation(conversationId)} replace />;
}

/** /inbox: my conversations, newest first, live; search by name; unread markers. */
export function Component() {
  const { user } = useSession();
  const [params] = useSearchParams();
  const [query, setQuery] = useState('');
  const inbox = useInbox();
  useInboxLive();

  const target = params.get('conversation');
  if (target && /^\d{1,10}$/.test(target)) {
    return <OpenConversation conversationId={Number(target)} />;
  }
  if (!user || inbox.isLoading) {
    return <FullScreenSpinner label="Loading conversations" />;
  }
  if (!inbox.data) {
    return (
      <Page>
        <div role="alert" className="space-y-3 rounded-xl border border-border bg-card p-6 text-sm">
          <p>Your conversations could not be loaded.</p>
          <Button variant="outline" onClick={() => void inbox.refetch()}>
            Try again
          </Button>
        </div>
      </Page>
    );
  }

  const shown = searchInbox(inbox.data.messages, query, user.id);
  const unread = inbox.data.unreadCount;
  return (
    <Page className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-muted" aria-live="polite">
          {unread > 0 ? `${unread.toLocaleString()} unread` : 'All caught up'}
          <span className="sr-only"> in {inbox.data.totalCount} conversations</span>
        </p>
        <Link to={paths.inboxCompose} className={buttonClasses('primary')}>
          <PenSquare aria-hidden="true" />
          New message
        </Link>
      </div>
      {inbox.data.messages.length > 0 ? <InboxSearch value={query} onChange={setQuery} /> : null}
      {shown.length > 0 ? (
        <ConversationList messages={shown} myId={user.id} />
      ) : (
        <InboxEmpty searching={query.trim().length > 0} />
      )}
    </Page>
  );
}
