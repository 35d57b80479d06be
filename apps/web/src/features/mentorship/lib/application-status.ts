import { MENTORSHIP_STATUS_LABELS, type MentorshipStatus } from '@app/shared/mentorship-statuses';

const TONES: Record<MentorshipStatus, 'amber' | 'green' | 'red' | 'neutral'> = {
  pending: 'amber',
  accepted: 'green',
  declined: 'red',
  withdrawn: 'neutral',
};

export function applicationChip(status: MentorshipStatus) {
  return { label: MENTORSHIP_STATUS_LABELS[status], tone: TONES[status] };
}

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

export function formatDay(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : day.format(d);
}
