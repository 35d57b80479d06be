import { SEEN_MESSAGES } from '@app/shared/constants';

/** Message ids already shown: a message that arrives twice (API answer, inbox and conversation channels, recovery) counts once. */
export interface SeenMessages {
  has(id: number): boolean;
  add(id: number): void;
  readonly size: number;
  /** Keeps the newest `keep` ids once there are more than `max` (docs/architecture.md 16.9). */
  trim(): void;
}

/** The newest `keep` ids (most recently seen last) once `ids` holds more than `max`; otherwise all of them. */
export function trimSeenIds(ids: readonly number[], max: number, keep: number): number[] {
  return ids.length > max ? ids.slice(ids.length - keep) : [...ids];
}

export function createSeenMessages(limits: { max: number; keep: number } = SEEN_MESSAGES): SeenMessages {
  let ids = new Set<number>();
  return {
    has: (id) => ids.has(id),
    add: (id) => {
      // Re-adding moves an id to the newest end.
      ids.delete(id);
      ids.add(id);
    },
    get size() {
      return ids.size;
    },
    trim: () => {
      if (ids.size > limits.max) {
        ids = new Set(trimSeenIds([...ids], limits.max, limits.keep));
      }
    },
  };
}

/** Checks the set every 30 minutes; answers the function that stops checking. */
export function startSeenTrimming(
  seen: SeenMessages,
  everyMs: number = SEEN_MESSAGES.checkEveryMs,
): () => void {
  const timer = setInterval(() => seen.trim(), everyMs);
  return () => clearInterval(timer);
}

/** The app's one set, shared by the live handlers and the send call. */
export const seenMessageIds = createSeenMessages();
