/** The period presets of the reports and the dashboard, resolved to days (YYYY-MM-DD, local). */

export const PERIOD_PRESETS = ['this_month', 'last_month', 'last_6_months', 'this_year', 'custom'] as const;
/** The dashboard's presets: its default is the last 12 weeks (Monday to today). */
export const DASHBOARD_PRESETS = ['last_12_weeks', ...PERIOD_PRESETS] as const;
export type PeriodPreset = (typeof DASHBOARD_PRESETS)[number];

export const PERIOD_LABELS: Record<PeriodPreset, string> = {
  last_12_weeks: 'Last 12 weeks',
  this_month: 'This month',
  last_month: 'Last month',
  last_6_months: 'Last 6 months',
  this_year: 'This year',
  custom: 'Custom',
};

export interface ReportPeriod {
  preset: PeriodPreset;
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
export const dayOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The days of a preset on `today` (custom keeps the given days). */
export function periodOf(preset: PeriodPreset, today = new Date(), custom?: { from: string; to: string }) {
  const y = today.getFullYear();
  const m = today.getMonth();
  switch (preset) {
    case 'last_12_weeks': {
      const monday = new Date(y, m, today.getDate() - ((today.getDay() + 6) % 7) - 77);
      return { from: dayOf(monday), to: dayOf(today) };
    }
    case 'this_month':
      return { from: dayOf(new Date(y, m, 1)), to: dayOf(today) };
    case 'last_month':
      return { from: dayOf(new Date(y, m - 1, 1)), to: dayOf(new Date(y, m, 0)) };
    case 'last_6_months':
      return { from: dayOf(new Date(y, m - 5, 1)), to: dayOf(today) };
    case 'this_year':
      return { from: dayOf(new Date(y, 0, 1)), to: dayOf(today) };
    case 'custom':
      return custom ?? { from: dayOf(new Date(y, m, 1)), to: dayOf(today) };
  }
}

export const reportPeriod = (preset: PeriodPreset, today = new Date()): ReportPeriod => ({
  preset,
  ...periodOf(preset, today),
});

/** A custom period is usable when both days are set and in order. */
export const isValidPeriod = (p: { from: string; to: string }) =>
  /^\d{4}-\d{2}-\d{2}$/.test(p.from) && /^\d{4}-\d{2}-\d{2}$/.test(p.to) && p.from <= p.to;
