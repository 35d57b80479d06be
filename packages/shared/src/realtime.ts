import { z } from 'zod';

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
 * meetings:{groupId} (docs/architecture.md 12): a meeting created, edited or cancelled, or its RSVP
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

/**
 * group-activity:{groupId}: something counted in the group's figures changed: a slip written or
 * decided (its kind), or an attendance sheet saved (`attendance`). Nothing else, by design.
 */
export const groupActivityEvent = z.object({
  type: z.literal('group_activity'),
  kind: z.string().max(40),
});
export type GroupActivityEvent = z.infer<typeof groupActivityEvent>;
