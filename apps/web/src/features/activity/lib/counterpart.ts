import type { ActivityItem } from '@app/shared/activities';
import type { ActivityDirection } from '@app/shared/activity-kinds';

/** The other member of a slip as seen from my side ("To Bob Builder", "From Mia Member"). */
export function counterpart(item: ActivityItem, direction: ActivityDirection): string {
  if (direction === 'received') {
    return `From ${item.giver.name}`;
  }
  return item.receiver ? `To ${item.receiver.name}` : 'For yourself';
}
