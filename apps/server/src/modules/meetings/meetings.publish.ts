import type { MeetingEvent } from '@app/shared/realtime';
import type { Deps } from '../../plugins/deps';

/**
 * Tells a group's members on `meetings:{groupId}` (docs/architecture.md 12): `{ type, meetingId, ... }`.
 * Called after the change committed; a failed publish is logged, never the caller's failure (the
 * web refetches on reconnect).
 */
export async function publishMeetingEvent(
  app: Deps<'realtime' | 'log'>,
  groupId: number,
  event: MeetingEvent & Record<string, unknown>,
): Promise<void> {
  try {
    await app.realtime.publishMeetings(groupId, event);
  } catch (err) {
    app.log.warn({ err, groupId, type: event.type }, 'meeting event not published');
  }
}
