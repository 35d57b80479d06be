import type { TypingEvent } from '@app/shared/realtime';

/** Someone typing in the open conversation, as last heard. */
export interface TypingEntry {
  userId: number;
  userName: string;
  at: number;
}

/** An indicator nobody refreshed for this long is dropped (a lost stop event, a closed tab). */
export const TYPING_TTL_MS = 6000;

/**
 * docs/architecture.md 16.4: an indicator is added while isTyping and removed otherwise (userName defaults to
 * 'Unknown User'). My own events and other conversations' events are ignored.
 */
export function applyTyping(
  list: readonly TypingEntry[],
  event: TypingEvent,
  ctx: { myId: number; conversationId: number; now: number },
): TypingEntry[] {
  if (
    event.userId === ctx.myId ||
    (event.conversationId !== undefined && event.conversationId !== ctx.conversationId)
  ) {
    return list as TypingEntry[];
  }
  const others = list.filter((e) => e.userId !== event.userId);
  if (!event.isTyping) {
    return others.length === list.length ? (list as TypingEntry[]) : others;
  }
  return [
    ...others,
    { userId: event.userId, userName: event.userName?.trim() || 'Unknown User', at: ctx.now },
  ];
}

export function expireTyping(
  list: readonly TypingEntry[],
  now: number,
  ttlMs: number = TYPING_TTL_MS,
): TypingEntry[] {
  const kept = list.filter((e) => now - e.at < ttlMs);
  return kept.length === list.length ? (list as TypingEntry[]) : kept;
}

/** "Ann is typing…", "Ann and Ben are typing…", "3 people are typing…"; empty when nobody is. */
export function typingText(list: readonly TypingEntry[]): string {
  const [first, second] = list;
  if (!first) {
    return '';
  }
  if (!second) {
    return `${first.userName} is typing…`;
  }
  return list.length === 2
    ? `${first.userName} and ${second.userName} are typing…`
    : `${list.length} people are typing…`;
}
