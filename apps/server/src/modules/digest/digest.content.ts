import { DIGEST_RSVP_CHOICES, type DigestContent } from '@app/shared/digest';
import { can } from '@app/shared/permissions';
import { notFound } from '../../plugins/app-error';
import type { AuthContext } from '../../plugins/auth';
import type { Deps } from '../../plugins/deps';
import { countUnread } from '../activity/activity.read';
import { listMyActivities } from '../activity/activity.service';
import { activityStats, TRAFFIC_LIGHT_MONTHS } from '../activity/activity.stats';
import { leadershipTodos } from '../home/home.service';
import { listGroupMeetings } from '../meetings/meetings.service';
import { memberGroupId } from '../members/membership-end';
import { listGroupNews } from '../news/news.service';
import { signRsvpLink, signUnsubscribeLink, UNSUBSCRIBE_LINK_TTL_MS } from './digest.links';
import { findGroupFacts, findMember, lastDigestAt } from './digest.repo';

const DAY_MS = 86_400_000;
/** How far ahead the digest looks for the next meeting. */
const NEXT_MEETING_DAYS = 35;
const MAX_WAITING_ITEMS = 10;
const MAX_NEWS = 10;

/**
 * The weekly digest of one member (docs/architecture.md 14.7), read from the services the home
 * screen reads (the same numbers, never a second computation): my numbers of the last seven days
 * and of the rolling six months with the traffic light and its plan (activity stats), slips
 * waiting for me, the next meeting with one-click RSVP links, news since the last digest, and
 * for leadership the home page's leadership to-dos. 404 for a member without an active membership.
 */
export async function buildDigestContent(
  app: Deps<'store' | 'config' | 'log' | 'approvals' | 'tokenKeys'>,
  auth: AuthContext,
  options: { now: Date; weekOf: string },
): Promise<DigestContent> {
  const { now } = options;
  const groupId = memberGroupId(auth);
  const [member, group] = await Promise.all([
    findMember(app.store.db, auth.userId),
    groupId === null ? Promise.resolve(null) : findGroupFacts(app.store.db, groupId),
  ]);
  if (!member || !group || auth.membershipStatus !== 'active') {
    throw notFound('Digest');
  }
  const seesActivity = can(auth, { permission: 'view_activity' });
  const seesMeetings = can(auth, { permission: 'view_meetings' });
  const weekFrom = new Date(now.getTime() - 7 * DAY_MS);
  const [week, sixMonths, waiting, unread, meetings, news, since, todos] = await Promise.all([
    seesActivity ? activityStats(app, auth, { months: 1, from: weekFrom }, now) : null,
    seesActivity ? activityStats(app, auth, { months: TRAFFIC_LIGHT_MONTHS }, now) : null,
    seesActivity
      ? listMyActivities(app, auth, { direction: 'received', status: 'requested', limit: MAX_WAITING_ITEMS })
      : null,
    countUnread(app.store.db, auth.userId),
    seesMeetings
      ? listGroupMeetings(app, auth, {
          from: now.toISOString(),
          to: new Date(now.getTime() + NEXT_MEETING_DAYS * DAY_MS).toISOString(),
          status: 'scheduled',
          limit: 5,
        })
      : null,
    listGroupNews(app, auth, { limit: 50 }),
    lastDigestAt(app.store.db, auth.userId),
    leadershipTodos(app, auth),
  ]);
  const next = meetings?.items.find((m) => Date.parse(m.start) > now.getTime()) ?? null;
  const secret = app.tokenKeys.secret;
  const base = app.config.publicUrl;
  const unsubscribe = signUnsubscribeLink(secret, {
    userId: auth.userId,
    expiresAt: new Date(now.getTime() + UNSUBSCRIBE_LINK_TTL_MS),
  });
  const newsSince = since && since.getTime() < now.getTime() ? since : weekFrom;
  const isLeadership = todos.approvals !== null || todos.renewals !== null || todos.absences !== null;
  const unreadReceived = seesActivity ? unread.receivedCount : 0;
  return {
    member,
    group,
    generatedAt: now.toISOString(),
    weekOf: options.weekOf,
    week: week
      ? {
          from: week.from,
          to: week.to,
          currency: week.currency,
          given: week.given,
          received: week.received,
          tyfcb: week.tyfcb,
          trainingCredits: week.trainingCredits,
          visitors: week.visitors,
          attendance: week.attendance,
        }
      : null,
    sixMonths,
    slipsWaiting: {
      total: waiting?.total ?? 0,
      unreadReceived,
      items: waiting?.items ?? [],
    },
    nextMeeting: next
      ? {
          ...next,
          rsvpLinks: DIGEST_RSVP_CHOICES.map((status) => ({
            status,
            url: `${base}/digest/rsvp?token=${signRsvpLink(secret, {
              userId: auth.userId,
              meetingId: next.id,
              status,
              expiresAt: new Date(next.start),
            })}`,
          })),
        }
      : null,
    news: news.items.filter((n) => Date.parse(n.publishedAt) > newsSince.getTime()).slice(0, MAX_NEWS),
    leadership: isLeadership ? todos : null,
    links: {
      home: `${base}/home`,
      settings: `${base}/settings/notifications`,
      unsubscribe: `${base}/api/digest/unsubscribe?token=${unsubscribe}`,
    },
  };
}
