import { groupActivityEvent } from '@app/shared/realtime';
import type { ChannelEvent } from '../channel-events';

/** group-activity:{groupId}: a slip written or decided, or an attendance sheet saved. */
export function decodeGroupActivityEvent(data: unknown): ChannelEvent | null {
  const parsed = groupActivityEvent.safeParse(data);
  return parsed.success ? { name: 'group_activity', payload: parsed.data } : null;
}
