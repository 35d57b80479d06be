import type { SplitCount, SplitMoney } from './activity-stats';
import type { DigestContent, DigestWeekNumbers } from './digest';

/**
 * The digest's "My numbers" (docs/architecture.md 14.7) as words and figures, row by row: the same
 * rows in the mail's text and HTML parts and in the web's preview of it.
 */

export interface DigestNumberRow {
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

/** A whole amount in its currency ("$1,200"), or "1200 XYZ" for a currency the runtime does not know. */
function formatMoney(amount: string, currency: string): string {
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

function attendance(n: DigestWeekNumbers): string {
  const l = n.attendance.confirmed;
  const held = l.P + l.A + l.L + l.M + l.S;
  return held === 0 ? '-' : `${l.P + l.L + l.S}/${held}`;
}

const ROWS: { label: string; value: (n: DigestWeekNumbers) => string }[] = [
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

/** My numbers, row by row: the last seven days beside the rolling six months; none without numbers. */
export function digestNumberRows(
  content: Pick<DigestContent, 'week'> & {
    sixMonths: DigestWeekNumbers | null;
  },
): DigestNumberRow[] {
  const { week, sixMonths } = content;
  if (!week || !sixMonths) {
    return [];
  }
  return ROWS.map((r) => ({ label: r.label, week: r.value(week), sixMonths: r.value(sixMonths) }));
}
