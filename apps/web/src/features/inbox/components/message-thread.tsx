import type { InboxMessage } from '@app/shared/inbox';
import { type UIEvent, useLayoutEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { MessageBubble } from './message-bubble';

interface MessageThreadProps {
  messages: InboxMessage[];
  myId: number;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onDelete: (message: InboxMessage) => void;
}

/** Close enough to the top to fetch older messages, or to the bottom to follow new ones (px). */
const EDGE_PX = 120;

/**
 * The thread, oldest first: scrolled to the newest on opening, following new messages while at the
 * bottom, loading older ones when scrolled up (keeping the view still) or with the button.
 * A log region: screen readers hear messages as they arrive.
 */
export function MessageThread({
  messages,
  myId,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onDelete,
}: MessageThreadProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const anchor = useRef<{ oldestId: number; height: number; top: number } | null>(null);
  const oldestId = messages[0]?.id ?? 0;
  const newestId = messages.at(-1)?.id ?? 0;
  const lastMine = [...messages].reverse().find((m) => m.senderId === myId);

  const loadOlder = () => {
    const el = scroller.current;
    if (!el || !hasOlder || loadingOlder) {
      return;
    }
    anchor.current = { oldestId, height: el.scrollHeight, top: el.scrollTop };
    onLoadOlder();
  };

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < EDGE_PX;
    if (el.scrollTop < EDGE_PX) {
      loadOlder();
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the first or last message changes
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) {
      return;
    }
    const kept = anchor.current;
    if (kept && oldestId !== kept.oldestId) {
      el.scrollTop = el.scrollHeight - kept.height + kept.top;
      anchor.current = null;
      return;
    }
    if (atBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
  }, [oldestId, newestId]);

  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-4 sm:px-5"
    >
      <div className="flex justify-center pb-3">
        {loadingOlder ? (
          <Spinner label="Loading older messages" className="text-brand-700" />
        ) : hasOlder ? (
          <Button variant="ghost" size="sm" onClick={loadOlder}>
            Load older messages
          </Button>
        ) : messages.length > 0 ? (
          <p className="text-xs text-muted">This is the beginning of your conversation.</p>
        ) : null}
      </div>
      <div role="log" aria-live="polite" aria-label="Messages">
        <ol className="flex flex-col gap-3">
          {messages.map((m) => (
            <MessageBubble
              key={m.id}
              message={m}
              mine={m.senderId === myId}
              readState={m.id === lastMine?.id ? (m.isRead ? 'read' : 'sent') : undefined}
              onDelete={m.senderId === myId ? onDelete : undefined}
            />
          ))}
        </ol>
      </div>
    </div>
  );
}
