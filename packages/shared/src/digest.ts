import { z } from 'zod';
import { activityItem } from './activities';
import { activityStatsResponse } from './activity-stats';
import { leadershipTodos } from './home';
import { meetingItem } from './meetings';
import { newsItem } from './news';

/**
 * The weekly digest (docs/architecture.md 14.7): one mail a week to every member whose setting
 * `notifications.weeklyDigest` is on, the day after the group's meeting at 08:00 in the group's
 * timezone. `GET /api/me/digest/preview` answers the object the mail is rendered from.
 */

/** The local hour of the day after the meeting at which the digest goes out. */
export const DIGEST_SEND_HOUR = 8;

/** The answers a digest's one-click RSVP links give (no_response is not offered). */
export const DIGEST_RSVP_CHOICES = ['attending', 'tentative', 'not_attending'] as const;
export type DigestRsvpChoice = (typeof DIGEST_RSVP_CHOICES)[number];

/** Stable error types of the digest's mailed links. */
export const DIGEST_LINK_ERRORS = {
  /** Not a link this server signed, or signed for something else (400). */
  invalid: 'INVALID_DIGEST_LINK',
  /** Past its validity (410): an RSVP link is valid until its meeting starts. */
  expired: 'DIGEST_LINK_EXPIRED',
  /** A one-use link already used (409). */
  used: 'DIGEST_LINK_USED',
} as const;

/** My numbers of the last seven days: the home screen's numbers, over the week. */
export const digestWeekNumbers = activityStatsResponse.omit({ months: true, trafficLight: true });
export type DigestWeekNumbers = z.infer<typeof digestWeekNumbers>;

export const digestRsvpLink = z.object({
  status: z.enum(DIGEST_RSVP_CHOICES),
  url: z.string(),
});

export const digestContent = z.object({
  member: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  group: z.object({ id: z.number().int(), name: z.string(), timezone: z.string(), currency: z.string() }),
  /** When the content was read (the send moment for a mailed digest). */
  generatedAt: z.string(),
  /** The Monday (YYYY-MM-DD, the group's calendar) of the week the digest is for. */
  weekOf: z.string(),
  /** My numbers of the last seven days; null without view_activity. */
  week: digestWeekNumbers.nullable(),
  /**
   * My numbers of the rolling six months with the traffic light and its plan: exactly the home
   * screen's (GET /api/activities/stats?months=6); null without view_activity.
   */
  sixMonths: activityStatsResponse.nullable(),
  /** Slips waiting for me: one-to-ones asking for my answer (`total`, the first `items`), and unread slips I received. */
  slipsWaiting: z.object({
    total: z.number().int(),
    unreadReceived: z.number().int(),
    items: z.array(activityItem),
  }),
  /** The next meeting with my one-click answers (signed, one use each, valid until it starts). */
  nextMeeting: meetingItem.extend({ rsvpLinks: z.array(digestRsvpLink) }).nullable(),
  /** Group news and announcements since the last digest (or the last seven days), newest first. */
  news: z.array(newsItem),
  /** Leadership's additions (approvals waiting, renewals due, members with 3+ absences); null for others. */
  leadership: leadershipTodos.nullable(),
  links: z.object({
    home: z.string(),
    settings: z.string(),
    /** One-click unsubscribe (signed; POST turns the digest off, GET opens the confirmation page). */
    unsubscribe: z.string(),
  }),
});
export type DigestContent = z.infer<typeof digestContent>;

/** POST /api/digest/rsvp: the token of a mailed RSVP link. */
export const digestRsvpBody = z.object({ token: z.string().min(1).max(1000) }).strict();
export type DigestRsvpBody = z.infer<typeof digestRsvpBody>;

export const digestRsvpResponse = z.object({
  status: z.enum(DIGEST_RSVP_CHOICES),
  meeting: z.object({
    id: z.number().int(),
    title: z.string(),
    start: z.string(),
    end: z.string(),
    location: z.string().nullable(),
  }),
});
export type DigestRsvpResponse = z.infer<typeof digestRsvpResponse>;

/** `?token=` of the unsubscribe link. */
export const digestUnsubscribeQuery = z.object({ token: z.string().min(1).max(1000) });

export const digestUnsubscribeResponse = z.object({ weeklyDigest: z.literal(false) });
export type DigestUnsubscribeResponse = z.infer<typeof digestUnsubscribeResponse>;
