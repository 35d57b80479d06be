import type { InboxMessage } from '@app/shared/inbox';
import { Trash2 } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatFullTime, formatMessageTime } from '../lib/format-time';

interface MessageBubbleProps {
  message: InboxMessage;
  mine: boolean;
  /** Shown under my latest message: whether the other side has read it. */
  readState?: 'read' | 'sent' | undefined;
  onDelete?: ((message: InboxMessage) => void) | undefined;
}

/** One message: plain text exactly as sent (React escapes it; never HTML), time, read state. */
export function MessageBubble({ message, mine, readState, onDelete }: MessageBubbleProps) {
  return (
    <li className={cn('group flex flex-col gap-1', mine ? 'items-end' : 'items-start')}>
      <div className={cn('flex max-w-[85%] items-end gap-1 sm:max-w-[70%]', mine && 'flex-row-reverse')}>
        <div
          className={cn(
            'rounded-2xl px-3.5 py-2 text-[0.9375rem] leading-snug break-words whitespace-pre-wrap shadow-xs',
            mine
              ? 'rounded-br-md bg-brand-700 text-white'
              : 'rounded-bl-md border border-border bg-card text-foreground',
          )}
        >
          <span className="sr-only">{mine ? 'You' : message.senderName}: </span>
          {message.content}
        </div>
        {mine && onDelete ? (
          <button
            type="button"
            onClick={() => onDelete(message)}
            className={cn(
              'rounded-md p-1.5 text-muted opacity-100 hover:bg-surface hover:text-red-700 sm:opacity-0',
              'focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-brand-600 sm:group-hover:opacity-100',
            )}
            aria-label={`Delete message: ${message.content.slice(0, 40)}`}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        ) : null}
      </div>
      <span className="px-1 text-xs text-muted">
        <time dateTime={message.sentAt} title={formatFullTime(message.sentAt)}>
          {formatMessageTime(message.sentAt)}
        </time>
        {readState ? (
          <span data-testid="read-state">{readState === 'read' ? ' · Seen' : ' · Sent'}</span>
        ) : null}
      </span>
    </li>
  );
}
