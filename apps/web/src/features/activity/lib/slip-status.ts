import { ACTIVITY_STATUS_LABELS, type StatusTone } from '@app/shared/activity-kinds';

export type BadgeTone = 'neutral' | 'brand' | 'amber' | 'red' | 'green';

const BADGE_TONES: Record<StatusTone, BadgeTone> = {
  neutral: 'neutral',
  info: 'brand',
  success: 'green',
  warning: 'amber',
  danger: 'red',
};

/** A status's chip: the shared label and tone, or the name title-cased for one it does not know. */
export function statusChip(status: string): { label: string; tone: BadgeTone } {
  const known = ACTIVITY_STATUS_LABELS[status as keyof typeof ACTIVITY_STATUS_LABELS];
  if (known) {
    return { label: known.label, tone: BADGE_TONES[known.tone] };
  }
  const words = status.replace(/_/g, ' ').trim();
  return { label: words.charAt(0).toUpperCase() + words.slice(1), tone: 'neutral' };
}
