import type { ActivityItem } from '@app/shared/activities';
import type { ActivityDirection, ActivityStatus } from '@app/shared/activity-kinds';

export interface OneToOneMove {
  status: ActivityStatus;
  label: string;
  /** Destructive moves ask for confirmation. */
  confirm?: string;
}

/**
 * What I may do with a one-to-one from my side (docs/architecture.md 14.4): the receiver accepts or declines
 * a request; either completes an accepted one after its time; the giver cancels before it.
 */
export function oneToOneMoves(
  item: ActivityItem,
  direction: ActivityDirection,
  now = Date.now(),
): OneToOneMove[] {
  if (item.kind !== 'one_to_one') {
    return [];
  }
  const at = item.scheduledAt ? new Date(item.scheduledAt).getTime() : Number.NaN;
  const before = Number.isNaN(at) || now < at;
  const moves: OneToOneMove[] = [];
  if (direction === 'received' && item.status === 'requested') {
    moves.push({ status: 'accepted', label: 'Accept' }, { status: 'declined', label: 'Decline' });
  }
  if (item.status === 'accepted' && !before) {
    moves.push({ status: 'completed', label: 'Mark completed' });
  }
  if (direction === 'given' && (item.status === 'requested' || item.status === 'accepted') && before) {
    moves.push({ status: 'cancelled', label: 'Cancel', confirm: 'Cancel this one-to-one?' });
  }
  return moves;
}
