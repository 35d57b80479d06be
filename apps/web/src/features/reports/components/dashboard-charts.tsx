import type { DashboardResponse } from '@app/shared/leadership-reports';
import { useMemo } from 'react';
import { formatMoney } from '@/lib/format-money';
import { compactMoney } from '../lib/chart-axis';
import { DashboardChart } from './dashboard-chart';

const whole = (v: number) => String(Math.round(v * 100) / 100);
const percent = (v: number) => `${Math.round(v * 100)}%`;

/** The five weekly charts of the dashboard. */
export function DashboardCharts({ data }: { data: DashboardResponse }) {
  const series = useMemo(() => {
    const weeks = data.weeks.map((w) => w.weekStart);
    return {
      weeks,
      referrals: data.weeks.map((w) => w.referrals),
      closedBusiness: data.weeks.map((w) => Number(w.closedBusiness)),
      closedBusinessRaw: data.weeks.map((w) => w.closedBusiness),
      oneToOnes: data.weeks.map((w) => w.oneToOnes),
      visitors: data.weeks.map((w) => w.visitors),
      attendanceRate: data.weeks.map((w) => w.attendanceRate),
    };
  }, [data.weeks]);
  const money = (v: number) => formatMoney(String(v), data.currency);
  const shortMoney = (v: number) => compactMoney(v, data.currency);
  const range = `${data.from}-to-${data.to}`;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <DashboardChart
        title="Referrals"
        slug={`referrals-${range}`}
        weeks={series.weeks}
        values={series.referrals}
        kind="bars"
        format={whole}
      />
      <DashboardChart
        title="Closed business"
        slug={`closed-business-${range}`}
        weeks={series.weeks}
        values={series.closedBusiness}
        csvValues={series.closedBusinessRaw}
        kind="bars"
        format={money}
        axisFormat={shortMoney}
      />
      <DashboardChart
        title="One-to-ones"
        slug={`one-to-ones-${range}`}
        weeks={series.weeks}
        values={series.oneToOnes}
        kind="bars"
        format={whole}
      />
      <DashboardChart
        title="Visitors"
        slug={`visitors-${range}`}
        weeks={series.weeks}
        values={series.visitors}
        kind="bars"
        format={whole}
      />
      <DashboardChart
        title="Attendance rate"
        slug={`attendance-rate-${range}`}
        weeks={series.weeks}
        values={series.attendanceRate}
        kind="line"
        format={percent}
      />
    </div>
  );
}
