import { useState } from 'react';
import { LoadError, LoadSkeleton } from '@/components/load-states';
import { Page } from '@/components/page';
import { useDashboard } from '../api/get-reports';
import { DashboardCharts } from '../components/dashboard-charts';
import { DashboardCounts } from '../components/dashboard-counts';
import { DashboardOtherCurrencies } from '../components/dashboard-other-currencies';
import { ReportPeriodPicker } from '../components/report-period-picker';
import { useDashboardLive } from '../hooks/use-dashboard-live';
import { DASHBOARD_PRESETS, reportPeriod } from '../lib/report-period';

function Dashboard() {
  const [period, setPeriod] = useState(() => reportPeriod('last_12_weeks'));
  const dashboard = useDashboard(period);
  useDashboardLive();
  return (
    <div className="space-y-6">
      <ReportPeriodPicker value={period} onChange={setPeriod} presets={DASHBOARD_PRESETS} />
      {dashboard.isPending ? (
        <LoadSkeleton rows={4} label="Loading the dashboard" />
      ) : dashboard.isError ? (
        <LoadError error={dashboard.error} onRetry={() => void dashboard.refetch()} what="dashboard" />
      ) : (
        <>
          <DashboardCounts data={dashboard.data} />
          <h2 className="text-lg font-semibold">Week by week</h2>
          <DashboardOtherCurrencies data={dashboard.data} />
          <DashboardCharts data={dashboard.data} />
        </>
      )}
    </div>
  );
}

/** Admin > Dashboard: the group at a glance, counts and weekly charts, live (docs/architecture.md 14.5). */
export function Component() {
  return (
    <Page wide>
      <Dashboard />
    </Page>
  );
}
