import type { MemberItem } from '@app/shared/members';
import { Badge } from '@/components/ui/badge';

const STATUS_BADGES: Partial<Record<MemberItem['status'], { text: string; tone: 'amber' | 'red' }>> = {
  pending: { text: 'Pending approval', tone: 'amber' },
  lapsed: { text: 'Lapsed', tone: 'red' },
  removed: { text: 'Removed', tone: 'red' },
};

/** Marks a membership that is not active; nothing for an active one. */
export function MemberStatusBadge({ status }: { status: MemberItem['status'] }) {
  const badge = STATUS_BADGES[status];
  return badge ? <Badge tone={badge.tone}>{badge.text}</Badge> : null;
}
