import { isRowId } from './row-id';

// Channel names and their parsing, apart from the payload schemas (realtime.ts): no zod here, so
// a page that only names a channel does not load zod before its first paint.

/** Channel names (docs/architecture.md 7): built here, never by string concatenation elsewhere. */
export const channels = {
  inbox: (userId: number) => `inbox:${userId}`,
  typingUser: (userId: number) => `typing:user:${userId}`,
  news: () => 'news',
  activityGiven: (userId: number) => `activity-given:${userId}`,
  activityReceived: (userId: number) => `activity-received:${userId}`,
  conversation: (conversationId: number) => `conversation:${conversationId}`,
  typingConversation: (conversationId: number) => `typing:conversation:${conversationId}`,
  /** Meeting changes and RSVP counts of a group (members of that group). */
  meetings: (groupId: number) => `meetings:${groupId}`,
  /** A group's news (members of that group); `news` carries installation-wide announcements. */
  groupNews: (groupId: number) => `news:${groupId}`,
  /**
   * A group's slips and attendance changed (members of that group): figures of the whole group
   * (leadership's dashboard) refresh at once. Carries no names, amounts or ids.
   */
  groupActivity: (groupId: number) => `group-activity:${groupId}`,
} as const;

export type ParsedChannel =
  | { kind: 'inbox' | 'typingUser' | 'activityGiven' | 'activityReceived'; id: number }
  | { kind: 'conversation' | 'typingConversation'; id: number }
  | { kind: 'meetings' | 'groupNews' | 'groupActivity'; id: number }
  | { kind: 'news' };

const CHANNEL_PATTERNS: [RegExp, Exclude<ParsedChannel['kind'], 'news'>][] = [
  [/^inbox:(\d{1,10})$/, 'inbox'],
  [/^typing:user:(\d{1,10})$/, 'typingUser'],
  [/^activity-given:(\d{1,10})$/, 'activityGiven'],
  [/^activity-received:(\d{1,10})$/, 'activityReceived'],
  [/^conversation:(\d{1,10})$/, 'conversation'],
  [/^typing:conversation:(\d{1,10})$/, 'typingConversation'],
  [/^meetings:(\d{1,10})$/, 'meetings'],
  [/^news:(\d{1,10})$/, 'groupNews'],
  [/^group-activity:(\d{1,10})$/, 'groupActivity'],
];

export function parseChannel(channel: string): ParsedChannel | null {
  if (channel === 'news') {
    return { kind: 'news' };
  }
  for (const [pattern, kind] of CHANNEL_PATTERNS) {
    const m = pattern.exec(channel);
    if (m) {
      const id = Number(m[1]);
      return isRowId(id) ? ({ kind, id } as ParsedChannel) : null;
    }
  }
  return null;
}

/** The terminal close code (4500-4999: no reconnect) for connections of an ended sign-in session. */
export const SESSION_ENDED_CLOSE = { code: 4501, reason: 'session ended' } as const;
