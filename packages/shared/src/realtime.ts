import { z } from 'zod';
import { isRowId } from './ids';

/** Channel names (ARCHITECTURE section 7): built here, never by string concatenation elsewhere. */
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
} as const;

export type ParsedChannel =
  | { kind: 'inbox' | 'typingUser' | 'activityGiven' | 'activityReceived'; id: number }
  | { kind: 'conversation' | 'typingConversation'; id: number }
  | { kind: 'meetings' | 'groupNews'; id: number }
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

/** Connect reply data: the server's app version (drives the forced update dialog). */
export const connectData = z.object({ version: z.string() });

export const typingEvent = z.object({
  userId: z.number().int(),
  userName: z.string().max(200).optional(),
  isTyping: z.boolean(),
  timestamp: z.number().or(z.string()),
  conversationId: z.number().int().optional(),
});
export type TypingEvent = z.infer<typeof typingEvent>;

export const newsEvent = z.object({
  id: z.number().int(),
  /** null: an installation-wide announcement (on `news`). */
  groupId: z.number().int().nullable(),
  title: z.string(),
  body: z.string(),
  publishedAt: z.string(),
});
export type NewsEvent = z.infer<typeof newsEvent>;

export const activityEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('read_status_update'), givenCount: z.number(), receivedCount: z.number() }),
  z.object({ type: z.literal('one_to_one_update'), id: z.number(), status: z.string(), message: z.string() }),
  z.object({
    type: z.enum(['activity_created', 'activity_status']),
    kind: z.string(),
    id: z.number(),
    message: z.string(),
  }),
]);
export type ActivityEvent = z.infer<typeof activityEvent>;

/**
 * meetings:{groupId} (ARCHITECTURE section 12): a meeting created, edited or cancelled, or its RSVP
 * counts changed. Extra fields (the meeting, the counts) ride along; clients refetch what they show.
 */
export const MEETING_EVENT_TYPES = [
  'meeting_created',
  'meeting_updated',
  'meeting_cancelled',
  'rsvp_counts',
  /** A visitor answered or was marked attended: `{ visitorId, inviterId, status }` (no name or address; meetingId 0 without a meeting). */
  'visitor_status',
] as const;
export const meetingEvent = z.looseObject({
  type: z.enum(MEETING_EVENT_TYPES),
  meetingId: z.number().int(),
});
export type MeetingEvent = z.infer<typeof meetingEvent>;
