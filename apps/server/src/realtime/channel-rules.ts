import { parseChannel } from '@app/shared/channels';
import type { DbOrTx } from '../db/client';
import { isConversationParticipant, mayFollowGroup } from './realtime.repo';

/** Channels with history keep this many publications for this long (recovery after reconnect). */
export const HISTORY = { size: 200, ttlMs: 60 * 60 * 1000 };

/**
 * ARCHITECTURE section 7: who may subscribe to what. Personal channels only by their owner,
 * `news` by everyone signed in, conversation channels by their participants, a group's `meetings:{id}`
 * and `news:{id}` by its members.
 */
export async function maySubscribe(db: DbOrTx, userId: number, channel: string): Promise<boolean> {
  const parsed = parseChannel(channel);
  if (!parsed) {
    return false;
  }
  switch (parsed.kind) {
    case 'news':
      return true;
    case 'inbox':
    case 'typingUser':
    case 'activityGiven':
    case 'activityReceived':
      return parsed.id === userId;
    case 'conversation':
    case 'typingConversation':
      return isConversationParticipant(db, parsed.id, userId);
    case 'meetings':
    case 'groupNews':
    case 'groupActivity':
      return mayFollowGroup(db, parsed.id, userId);
  }
}

export function channelOptionsFor(channel: string): {
  history?: { size: number; ttlMs: number };
  presence?: boolean;
  joinLeave?: boolean;
} {
  const parsed = parseChannel(channel);
  if (parsed?.kind === 'inbox') {
    return { history: HISTORY };
  }
  if (parsed?.kind === 'conversation') {
    return { history: HISTORY, presence: true, joinLeave: true };
  }
  if (parsed?.kind === 'news' || parsed?.kind === 'groupNews') {
    return { history: { size: 50, ttlMs: 24 * 60 * 60 * 1000 } };
  }
  return {};
}
