import type { ActivityItem } from '@app/shared/activities';
import { formatMoney } from '@/lib/format-money';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

export function formatWhen(iso: string | null | undefined): string {
  if (!iso) {
    return '';
  }
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : when.format(d);
}

export function formatDay(isoDate: string | null | undefined): string {
  if (!isoDate) {
    return '';
  }
  const d = new Date(isoDate.length === 10 ? `${isoDate}T12:00:00Z` : isoDate);
  return Number.isNaN(d.getTime()) ? isoDate : day.format(d);
}

/** One line saying what the slip holds, per kind. */
export function slipSummary(item: ActivityItem): string {
  switch (item.kind) {
    case 'referral':
      return [
        item.contact?.name,
        item.referralType === 'inside' ? 'Inside' : item.referralType === 'outside' ? 'Outside' : null,
        item.temperature ? `Temperature ${item.temperature}/5` : null,
      ]
        .filter(Boolean)
        .join(' · ');
    case 'closed_business':
      return [
        formatMoney(item.amount, item.currency),
        item.businessType === 'repeat'
          ? 'Repeat business'
          : item.businessType === 'new'
            ? 'New business'
            : null,
      ]
        .filter(Boolean)
        .join(' · ');
    case 'one_to_one':
      return [formatWhen(item.scheduledAt), item.location].filter(Boolean).join(' · ');
    case 'testimonial':
      return item.content ?? '';
    case 'training_credit':
      return [
        item.title,
        item.credits !== undefined ? `${item.credits} credit${item.credits === 1 ? '' : 's'}` : null,
        formatDay(item.date),
      ]
        .filter(Boolean)
        .join(' · ');
  }
}
