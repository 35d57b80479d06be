import type { TypingEntry } from '../lib/typing-reducers';
import { typingText } from '../lib/typing-reducers';

/** "Ann is typing…", announced politely; the region stays mounted so changes are heard. */
export function TypingIndicator({ typing }: { typing: TypingEntry[] }) {
  const text = typingText(typing);
  return (
    <div role="status" aria-live="polite" className="h-6 px-4 text-xs text-muted italic sm:px-5">
      {text ? (
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-flex gap-0.5">
            <span className="size-1.5 animate-bounce rounded-full bg-current [animation-delay:-0.3s]" />
            <span className="size-1.5 animate-bounce rounded-full bg-current [animation-delay:-0.15s]" />
            <span className="size-1.5 animate-bounce rounded-full bg-current" />
          </span>
          {text}
        </span>
      ) : null}
    </div>
  );
}
