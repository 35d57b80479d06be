import { activityEvent } from '@app/shared/realtime';
import type { ChannelEvent } from '../channel-events';

/** activity-given:{id} and activity-received:{id}: events named by their `type`. */
export function decodeActivityEvent(data: unknown): ChannelEvent | null {
  const parsed = activityEvent.safeParse(data);
  if (!parsed.success) {
    return null;
  }
  const event = parsed.data;
  switch (event.type) {
    case 'read_status_update':
      return { name: 'read_status_update', payload: event };
    case 'one_to_one_update':
      return { name: 'one_to_one_update', payload: event };
    case 'activity_created':
      return { name: 'activity_created', payload: event };
    case 'activity_status':
      return { name: 'activity_status', payload: event };
  }
}
