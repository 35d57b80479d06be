import { MESSAGE_MAX_LENGTH } from '@app/shared/constants';
import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { cn } from '@/lib/cn';

interface MessageComposerProps {
  /** Sends the text; resolves true when it was sent (the draft is then cleared). */
  onSend: (content: string) => Promise<boolean>;
  onTyping?: () => void;
  onStopTyping?: () => void;
  disabled?: boolean;
  autoFocus?: boolean;
  placeholder?: string;
}

/** Shows the count once this close to the limit. */
const COUNTER_FROM = MESSAGE_MAX_LENGTH - 500;

/** Writes a message: Enter sends, Shift+Enter starts a new line; 1 to 5,000 characters after trimming. */
export function MessageComposer({
  onSend,
  onTyping,
  onStopTyping,
  disabled,
  autoFocus,
  placeholder = 'Write a message',
}: MessageComposerProps) {
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const id = useId();
  const length = draft.trim().length;
  const tooLong = length > MESSAGE_MAX_LENGTH;
  const canSend = length > 0 && !tooLong && !sending && !disabled;
  const showCount = tooLong || length >= COUNTER_FROM;

  const submit = async () => {
    if (!canSend) {
      return;
    }
    setSending(true);
    onStopTyping?.();
    try {
      if (await onSend(draft)) {
        setDraft('');
      }
    } finally {
      setSending(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form onSubmit={onSubmit} className="flex items-end gap-2 border-t border-border bg-card p-3">
      <div className="min-w-0 flex-1">
        <label htmlFor={`${id}-message`} className="sr-only">
          Message
        </label>
        <Textarea
          id={`${id}-message`}
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            if (e.target.value.trim()) {
              onTyping?.();
            } else {
              onStopTyping?.();
            }
          }}
          onKeyDown={onKeyDown}
          onBlur={onStopTyping}
          placeholder={placeholder}
          rows={1}
          maxLength={MESSAGE_MAX_LENGTH * 2}
          aria-describedby={`${id}-hint`}
          aria-invalid={tooLong || undefined}
          disabled={disabled}
          autoFocus={autoFocus}
          className="max-h-40 min-h-10 resize-none field-sizing-content"
        />
        <p id={`${id}-hint`} className={cn('mt-1 px-1 text-xs text-muted', !showCount && 'sr-only')}>
          Enter to send, Shift+Enter for a new line.
          {showCount ? (
            <span className={cn('ml-1 tabular-nums', tooLong && 'font-semibold text-red-700')}>
              {length.toLocaleString()}/{MESSAGE_MAX_LENGTH.toLocaleString()}
            </span>
          ) : null}
        </p>
      </div>
      <Button
        type="submit"
        size="icon"
        disabled={!canSend}
        aria-label="Send message"
        className={showCount ? 'mb-5' : undefined}
      >
        <SendHorizontal aria-hidden="true" />
      </Button>
    </form>
  );
}
