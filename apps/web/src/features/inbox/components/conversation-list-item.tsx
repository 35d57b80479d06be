import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import type { InboxListMessage } from '../api/get-inbox';
import { formatFullTime, formatMessageTime } from '../lib/format-time';
import { otherParty } from '../lib/inbox-reducers';

/** One conversation: the other person, its newest message, unread and new markers. */
export function ConversationListItem({ message, myId }: { message: InboxListMessage; myId: number }) {
  const other = otherParty(message, myId);
  const unread = message.recipientId === myId && !message.isRead;
  const mine = message.senderId === myId;
  return (
    <li>
      <Link
        to={paths.inboxConversation(message.conversationId)}
        className={cn(
          'flex items-center gap-3 px-4 py-3 transition-colors hover:bg-surface focus-visible:bg-surface',
          'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
          message.new && 'bg-accent',
        )}
      >
        <Avatar userId={other.id} name={other.name} hasImage={false} className="size-11" />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className={cn('truncate', unread ? 'font-semibold' : 'font-medium')}>{other.name}</span>
            <time
              dateTime={message.sentAt}
              title={formatFullTime(message.sentAt)}
              className={cn(
                'shrink-0 text-xs',
                unread ? 'font-semibold text-brand-700 dark:text-brand-300' : 'text-muted',
              )}
            >
              {formatMessageTime(message.sentAt)}
            </time>
          </span>
          <span className="flex items-center gap-2">
            <span className={cn('truncate text-sm', unread ? 'text-foreground' : 'text-muted')}>
              {mine ? <span className="text-muted">You: </span> : null}
              {message.content}
            </span>
            {unread ? (
              <span className="ml-auto flex shrink-0 items-center gap-1">
                <span aria-hidden="true" className="size-2.5 rounded-full bg-brand-600" />
                <span className="sr-only">Unread</span>
              </span>
            ) : null}
            {message.new && !unread ? <span className="sr-only">New</span> : null}
          </span>
        </span>
      </Link>
    </li>
  );
}
