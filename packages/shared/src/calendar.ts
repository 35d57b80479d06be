import { z } from 'zod';
import { isoTimeUtc } from './dates';
import { pathId } from './ids';
import { meetingStatus, rsvpStatus } from './meetings';

/**
 * docs/architecture.md 14.3 and docs/architecture.md 16.3: the calendar. Events keep the spec's shape
 * `{ id, title, start, end, extendedProps: { location, agenda } }` (FullCalendar's event input);
 * extra fields ride in extendedProps.
 */

/** The most events one GET /api/calendar/events answers (a range of a few months holds far fewer). */
export const CALENDAR_EVENTS_MAX = 1000;

export const calendarEvent = z.object({
  id: z.number().int(),
  title: z.string(),
  /** ISO 8601 UTC. */
  start: z.string(),
  end: z.string(),
  extendedProps: z.object({
    location: z.string().nullable(),
    agenda: z.string().nullable(),
    kind: z.literal('meeting'),
    status: meetingStatus,
    myRsvp: rsvpStatus,
  }),
});
export type CalendarEvent = z.infer<typeof calendarEvent>;

/** GET /api/calendar/events?start=&end= (FullCalendar's range parameters; start inclusive, end exclusive). */
export const calendarEventsQuery = z.object({
  start: isoTimeUtc.optional(),
  end: isoTimeUtc.optional(),
  /** Administrators: another group's calendar. */
  groupId: pathId.optional(),
});
export type CalendarEventsQuery = z.infer<typeof calendarEventsQuery>;

export const calendarEventsResponse = z.object({
  items: z.array(calendarEvent),
  total: z.number().int(),
});
export type CalendarEventsResponse = z.infer<typeof calendarEventsResponse>;

/**
 * GET / POST /api/calendar/feed-url: my private subscribe URL `{PUBLIC_URL}/api/calendar/feed/{token}.ics`.
 * Only the token's hash is stored, so the URL can be shown only when it is made: GET makes one when
 * I have none (url given), else answers `url: null` with the time it was made; POST replaces it
 * (always answers the new url; the old one answers 404 from then on).
 */
export const feedUrlResponse = z.object({
  url: z.string().nullable(),
  createdAt: z.string(),
});
export type FeedUrlResponse = z.infer<typeof feedUrlResponse>;

/** The download's file name (spec: calendar export default file name calendar.ics). */
export const CALENDAR_FILE_NAME = 'calendar.ics';
