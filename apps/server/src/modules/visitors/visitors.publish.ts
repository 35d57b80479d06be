import type { Deps } from '../../plugins/deps';
import { publishMeetingEvent } from '../meetings/meetings.publish';

/**
 * A visitor's status changed: told live on meetings:{groupId} as `visitor_status` (ids and status
 * only, no name or address: clients refetch GET /api/visitors, which answers what they may see).
 */
export async function publishVisitorStatus(
  app: Deps<'realtime' | 'log'>,
  input: {
    groupId: number;
    meetingId: number | null;
    visitorId: number;
    inviterId: number | null;
    status: string;
  },
): Promise<void> {
  await publishMeetingEvent(app, input.groupId, {
    type: 'visitor_status',
    meetingId: input.meetingId ?? 0,
    visitorId: input.visitorId,
    inviterId: input.inviterId,
    status: input.status,
  });
}
