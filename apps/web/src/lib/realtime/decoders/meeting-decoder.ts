import { meetingEvent } from '@app/shared/realtime';
import type { ChannelEvent } from '../channel-events';

/** meetings:{groupId}: meeting changes and RSVP counts, one event name, told apart by `type`. */
export function decodeMeetingEvent(data: unknown): ChannelEvent | null {
  const parsed = meetingEvent.safeParse(data);
  return parsed.success ? { name: 'meeting', payload: parsed.data } : null;
}
