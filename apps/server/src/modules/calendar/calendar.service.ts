import { createHash, randomBytes } from 'node:crypto';
import {
  CALENDAR_EVENTS_MAX,
  type CalendarEventsQuery,
  type CalendarEventsResponse,
  type FeedUrlResponse,
} from '@app/shared/calendar';
import type { AuthContext } from '../../plugins/auth';
import type { Deps } from '../../plugins/deps';
import { groupInScope } from '../meetings/meetings.access';
import { ensureGroupMeetings } from '../meetings/meetings.generate';
import { listMeetings } from '../meetings/meetings.lookup';
import { presentMeetings } from '../meetings/meetings.service';
import { feedOwner, findFeedToken, insertFirstFeedToken, replaceFeedToken } from './calendar.feed.repo';
import { meetingEvent, renderCalendar } from './calendar.ics';
import { extraCalendarEvents } from './calendar.sources';

/** A feed token: 128 random bits, URL-safe (22 characters); only its SHA-256 is stored. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const newFeedToken = () => randomBytes(16).toString('base64url');
export const hashFeedToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** How far back the export and the feed go. */
const HISTORY_MS = 366 * 86_400_000;

/** GET /api/calendar/events: the spec's event shape for FullCalendar, oldest first. */
export async function calendarEvents(
  app: Deps<'store' | 'log'>,
  auth: AuthContext,
  query: CalendarEventsQuery,
): Promise<CalendarEventsResponse> {
  const groupId = await groupInScope(app, auth, query.groupId);
  if (groupId === null) {
    return { items: [], total: 0 };
  }
  await ensureGroupMeetings(app, groupId);
  const { rows } = await listMeetings(
    app.store.db,
    { groupId, from: query.start, to: query.end },
    { offset: 0, limit: CALENDAR_EVENTS_MAX },
  );
  const items = (await presentMeetings(app, auth, groupId, rows)).map((m) => ({
    id: m.id,
    title: m.title,
    start: m.start,
    end: m.end,
    extendedProps: {
      location: m.location,
      agenda: m.agenda,
      kind: 'meeting' as const,
      status: m.status,
      myRsvp: m.myRsvp,
    },
  }));
  return { items, total: items.length };
}

/** The iCalendar document of a user: the group's meetings of the past year and ahead, and extra sources' events. */
export async function userCalendar(
  app: Deps<'store' | 'config' | 'log'>,
  user: { userId: number; groupId: number | null },
): Promise<string> {
  const from = new Date(Date.now() - HISTORY_MS);
  const meetings =
    user.groupId === null
      ? []
      : (
          await listMeetings(
            app.store.db,
            { groupId: user.groupId, from: from.toISOString() },
            { offset: 0, limit: 5000 },
          )
        ).rows;
  const extra = await extraCalendarEvents(app, { userId: user.userId, groupId: user.groupId, from });
  return renderCalendar([...meetings.map(meetingEvent), ...extra], {
    host: new URL(app.config.publicUrl).host,
    name: 'Chapter meetings',
  });
}

/** GET /api/calendar.ics: my group's calendar (?groupId= for administrators). */
export async function exportCalendar(
  app: Deps<'store' | 'config' | 'log'>,
  auth: AuthContext,
  groupIdParam: number | undefined,
) {
  const groupId = await groupInScope(app, auth, groupIdParam);
  return userCalendar(app, { userId: auth.userId, groupId });
}

const feedUrl = (app: Deps<'config'>, token: string) =>
  `${app.config.publicUrl.replace(/\/$/, '')}/api/calendar/feed/${token}.ics`;

/**
 * GET /api/calendar/feed-url: my first URL is made on the first call (and shown); after that only
 * its hash exists, so `url` is null with the time it was made (POST shows a new one).
 */
export async function getFeedUrl(app: Deps<'store' | 'config'>, auth: AuthContext): Promise<FeedUrlResponse> {
  const existing = await findFeedToken(app.store.db, auth.userId);
  if (existing) {
    return { url: null, createdAt: existing.createdAt.toISOString() };
  }
  const token = newFeedToken();
  const createdAt = await insertFirstFeedToken(app.store.db, auth.userId, hashFeedToken(token));
  if (!createdAt) {
    return getFeedUrl(app, auth);
  }
  return { url: feedUrl(app, token), createdAt: createdAt.toISOString() };
}

/** POST /api/calendar/feed-url: a new URL; the old one answers 404 from now on. */
export async function replaceFeedUrl(
  app: Deps<'store' | 'config'>,
  auth: AuthContext,
): Promise<FeedUrlResponse> {
  const token = newFeedToken();
  const createdAt = await replaceFeedToken(app.store.db, auth.userId, hashFeedToken(token));
  return { url: feedUrl(app, token), createdAt: createdAt.toISOString() };
}

/** GET /api/calendar/feed/{token}.ics (no bearer): the owner's calendar, or null (404). */
export async function feedCalendar(
  app: Deps<'store' | 'config' | 'log'>,
  token: string,
): Promise<string | null> {
  if (!FEED_TOKEN_PATTERN.test(token)) {
    return null;
  }
  const owner = await feedOwner(app.store.db, hashFeedToken(token));
  return owner ? userCalendar(app, owner) : null;
}
