import type { RsvpResponse, RsvpStatus } from '@app/shared/meetings';
import { conflict } from '../../plugins/app-error';
import type { AuthContext } from '../../plugins/auth';
import type { Deps } from '../../plugins/deps';
import { meetingInScope } from './meetings.access';
import { NO_COUNTS } from './meetings.present';
import { publishMeetingEvent } from './meetings.publish';
import { rsvpCountsFor, upsertRsvp } from './meetings.repo';

/**
 * PUT /api/meetings/{id}/rsvp: my answer (docs/architecture.md 16.3's four statuses). Answers the new counts and
 * publishes them as rsvp_counts on meetings:{groupId}. A cancelled meeting takes no answers (409).
 */
export async function setRsvp(
  app: Deps<'store' | 'realtime' | 'log'>,
  auth: AuthContext,
  id: number,
  status: RsvpStatus,
): Promise<RsvpResponse> {
  const meeting = await meetingInScope(app, auth, id);
  if (meeting.status === 'cancelled') {
    throw conflict('This meeting is cancelled.');
  }
  await upsertRsvp(app.store.db, id, auth.userId, status);
  const counts = (await rsvpCountsFor(app.store.db, meeting.groupId, [id])).get(id) ?? { ...NO_COUNTS };
  await publishMeetingEvent(app, meeting.groupId, {
    type: 'rsvp_counts',
    meetingId: id,
    rsvpCounts: counts,
    userId: auth.userId,
    status,
  });
  return { ...counts, meetingId: id, myRsvp: status, rsvpCounts: counts };
}
