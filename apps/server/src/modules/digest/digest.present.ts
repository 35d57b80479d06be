import type { ActivityStatsResponse, SplitCount, SplitMoney } from '@app/shared/activity-stats';
import type { DigestContent, DigestRsvpChoice } from '@app/shared/digest';
import type { TrafficLightColour } from '@app/shared/traffic-light';

/**
 * The digest's content as words and figures, the same for its text and HTML parts: rows of my
 * numbers (this week and six months), the traffic light's sentence, dates in the group's timezone.
 */

type Numbers = Pick<
  ActivityStatsResponse,
  'given' | 'received' | 'tyfcb' | 'trainingCredits' | 'visitors' | 'attendance'
>;

export interface NumberRow {
  label: string;
  week: string;
  sixMonths: string;
}

const round1 = (n: number) => String(Math.round(n * 10) / 10);

/** "3", or "3 (+1 pending)". */
function count(split: SplitCount): string {
  return split.provisional > 0
    ? `${round1(split.confirmed)} (+${round1(split.provisional)} pending)`
    : round1(split.confirmed);
}

export function formatMoney(amount: string, currency: string): string {
  const value = Number(amount);
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency, maximumFractionDigits: 0 }).format(
      value,
    );
  } catch {
    return `${Math.round(value)} ${currency}`;
  }
}

function money(split: SplitMoney): string {
  const main = formatMoney(split.confirmed, split.currency);
  const pending =
    Number(split.provisional) > 0 ? ` (+${formatMoney(split.provisional, split.currency)} pending)` : '';
  const others = split.otherCurrencies.map((o) => ` + ${formatMoney(o.confirmed, o.currency)}`).join('');
  return `${main}${pending}${others}`;
}

function attendance(n: Numbers): string {
  const l = n.attendance.confirmed;
  const held = l.P + l.A + l.L + l.M + l.S;
  return held === 0 ? '-' : `${l.P + l.L + l.S}/${held}`;
}

const ROWS: { label: string; value: (n: Numbers) => string }[] = [
  { label: 'Referrals given', value: (n) => count(n.given.referral) },
  { label: 'Referrals received', value: (n) => count(n.received.referral) },
  { label: 'Closed business (TYFCB)', value: (n) => money(n.tyfcb.given) },
  {
    label: 'One-to-ones',
    value: (n) =>
      count({
        confirmed: n.given.one_to_one.confirmed + n.received.one_to_one.confirmed,
        provisional: n.given.one_to_one.provisional + n.received.one_to_one.provisional,
      }),
  },
  { label: 'Visitors', value: (n) => count(n.visitors) },
  { label: 'Testimonials given', value: (n) => count(n.given.testimonial) },
  { label: 'Training credits', value: (n) => count(n.trainingCredits) },
  { label: 'Attendance', value: attendance },
];

/** My numbers, row by row: the last seven days beside the rolling six months. */
export function numberRows(content: DigestContent): NumberRow[] {
  const { week, sixMonths } = content;
  if (!week || !sixMonths) {
    return [];
  }
  return ROWS.map((r) => ({ label: r.label, week: r.value(week), sixMonths: r.value(sixMonths) }));
}

export const COLOUR_LABELS: Record<TrafficLightColour, string> = {
  green: 'Green',
  amber: 'Amber',
  red: 'Red',
  grey: 'Grey',
};

/** Swatches of the traffic light, readable on light and dark backgrounds. */
export const COLOUR_SWATCHES: Record<TrafficLightColour, string> = {
  green: '#16a34a',
  amber: '#d97706',
  red: '#dc2626',
  grey: '#6b7280',
};

/** "Green, 74 of 100 points", its plan and what pending slips would make it; null without numbers. */
export function trafficLightLines(content: DigestContent): {
  colour: TrafficLightColour;
  headline: string;
  plan: string | null;
  pending: string | null;
} | null {
  const light = content.sixMonths?.trafficLight;
  if (!light) {
    return null;
  }
  const { confirmed, provisional } = light;
  return {
    colour: confirmed.colour,
    headline: `${COLOUR_LABELS[confirmed.colour]}, ${confirmed.total} of 100 points`,
    plan: confirmed.plan ? `Plan: ${confirmed.plan.text}.` : null,
    pending:
      provisional.total !== confirmed.total
        ? `With your pending slips approved: ${COLOUR_LABELS[provisional.colour]}, ${provisional.total} points.`
        : null,
  };
}

export const RSVP_LINK_LABELS: Record<DigestRsvpChoice, string> = {
  attending: 'Attending',
  tentative: 'Maybe',
  not_attending: 'Not attending',
};

/** "Thursday 5 November, 07:00 (America/New_York)". */
export function meetingTime(start: string, timezone: string): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone: timezone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(start));
  return `${text} (${timezone})`;
}

export function shortDate(iso: string, timezone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: timezone, day: 'numeric', month: 'short' }).format(
    new Date(iso),
  );
}

const APPROVAL_LABELS: Record<string, string> = {
  member: 'new members',
  referral: 'referrals',
  business: 'closed business',
  substitute: 'substitutes',
};

/** Leadership's lines: approvals waiting by kind, renewals due, members with 3+ absences. */
export function leadershipLines(content: DigestContent): string[] {
  const l = content.leadership;
  if (!l) {
    return [];
  }
  const lines: string[] = [];
  if (l.approvals) {
    const kinds = l.approvals.byKind
      .filter((k) => k.count > 0)
      .map((k) => `${k.count} ${APPROVAL_LABELS[k.kind] ?? k.kind}`);
    lines.push(`Approvals waiting: ${l.approvals.total}${kinds.length > 0 ? ` (${kinds.join(', ')})` : ''}`);
  }
  if (l.renewals) {
    lines.push(`Renewals: ${l.renewals.dueSoon} due within 30 days, ${l.renewals.overdue} overdue`);
  }
  if (l.absences) {
    const names = l.absences.members.map((m) => `${m.name} (${m.absences})`);
    lines.push(
      `Members with ${l.absences.threshold} or more absences: ${names.length > 0 ? names.join(', ') : 'none'}`,
    );
  }
  return lines;
}

export function digestSubject(content: DigestContent): string {
  const light = content.sixMonths?.trafficLight.confirmed.colour;
  return light
    ? `Your week in ${content.group.name}: traffic light ${COLOUR_LABELS[light].toLowerCase()}`
    : `Your week in ${content.group.name}`;
}
