import type { ActivityItem } from '@app/shared/activities';
import type { ActivityKind, ActivityStatus } from '@app/shared/activity-kinds';
import type { ActivityRow } from './activity.repo';

/** The caller's side of a slip: read when that side's read time is set (null viewer: always read). */
function isReadBy(row: ActivityRow, viewerId: number | null): boolean {
  const a = row.activity;
  if (viewerId !== null && a.giverId === viewerId) {
    return a.giverReadAt !== null;
  }
  if (viewerId !== null && a.receiverId === viewerId) {
    return a.receiverReadAt !== null;
  }
  return true;
}

/** Kind-specific fields, flat, with the names of the create body. */
function fieldsOf(row: ActivityRow): Partial<ActivityItem> {
  const a = row.activity;
  switch (a.kind) {
    case 'referral':
      return {
        contact: { name: a.contactName ?? '', phone: a.contactPhone, email: a.contactEmail },
        referralType: a.referralType ?? 'inside',
        temperature: a.temperature ?? 1,
      };
    case 'closed_business':
      return {
        amount: a.amount ?? '0.00',
        currency: a.currency ?? 'EUR',
        businessType: a.businessType ?? 'new',
        referralId: a.referralId,
      };
    case 'one_to_one':
      return { scheduledAt: a.scheduledAt?.toISOString() ?? '', location: a.location ?? '' };
    case 'testimonial':
      return { content: a.content ?? '' };
    case 'training_credit':
      return { title: a.title ?? '', date: a.creditDate ?? '', credits: Number(a.credits ?? 0) };
  }
}

/** One slip as the API answers it (docs/architecture.md 14.4). */
export function presentActivity(row: ActivityRow, viewerId: number | null): ActivityItem {
  const a = row.activity;
  return {
    id: a.id,
    kind: a.kind as ActivityKind,
    status: a.status as ActivityStatus,
    giver: row.giver,
    receiver: row.receiver && a.receiverId !== null ? row.receiver : null,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
    isRead: isReadBy(row, viewerId),
    notes: a.notes,
    ...fieldsOf(row),
    decidedAt: a.decidedAt ? a.decidedAt.toISOString() : null,
    decisionNote: a.decisionNote,
  };
}

/** The amount as the API writes money: two decimals. */
export function formatAmount(amount: string): string {
  const [whole = '0', fraction = ''] = amount.split('.');
  return `${whole}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}
