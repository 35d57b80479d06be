import type { SplitCount, SplitMoney } from '@app/shared/activity-stats';
import type { DigestContent } from '@app/shared/digest';

/** The rows of "My numbers" in the preview: the same rows as the mail's, this week beside six months. */
export interface DigestRow {
  label: string;
  week: string;
  sixMonths: string;
}

type Numbers = NonNullable<DigestContent['week']>;

const round1 = (n: number) => String(Math.round(n * 10) / 10);
const count = (s: SplitCount) =>
  s.provisional > 0 ? `${round1(s.confirmed)} (+${round1(s.provisional)} pending)` : round1(s.confirmed);

function money(m: SplitMoney): string {
  try {
    return new Intl.NumberFormat(undefined, {
      style: 'currency',
      currency: m.currency,
      maximumFractionDigits: 0,
    }).format(Number(m.confirmed));
  } catch {
    return `${Math.round(Number(m.confirmed))} ${m.currency}`;
  }
}

function attendance(n: Numbers): string {
  const l = n.attendance.confirmed;
  const held = l.P + l.A + l.L + l.M + l.S;
  return held === 0 ? '—' : `${l.P + l.L + l.S}/${held}`;
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

export function digestRows(content: DigestContent): DigestRow[] {
  const { week, sixMonths } = content;
  if (!week || !sixMonths) {
    return [];
  }
  return ROWS.map((r) => ({ label: r.label, week: r.value(week), sixMonths: r.value(sixMonths) }));
}
