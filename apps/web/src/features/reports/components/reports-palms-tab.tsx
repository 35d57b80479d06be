import { useState } from 'react';
import { LoadEmpty, LoadError, LoadSkeleton } from '@/components/load-states';
import { usePalmsReport } from '../api/get-reports';
import { reportPeriod } from '../lib/report-period';
import { ReportDownloadButton } from './report-download-button';
import { ReportPeriodPicker } from './report-period-picker';
import { ReportsPalmsTable } from './reports-palms-table';

/** Reports > PALMS: one row per member for the chosen period, with totals and CSV. */
export function ReportsPalmsTab() {
  const [period, setPeriod] = useState(() => reportPeriod('this_month'));
  const report = usePalmsReport(period);
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold">PALMS report</h2>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <ReportPeriodPicker value={period} onChange={setPeriod} />
        <ReportDownloadButton
          path="/api/admin/reports/palms"
          query={{ from: period.from, to: period.to }}
          fileName={`palms-${period.from}-to-${period.to}.csv`}
        />
      </div>
      <p className="text-sm text-muted" aria-live="polite">
        {report.data
          ? `${report.data.rows.length} members, ${report.data.meetings} ${report.data.meetings === 1 ? 'meeting' : 'meetings'}. Approved slips only.`
          : ''}
      </p>
      {report.isPending ? (
        <LoadSkeleton rows={5} label="Loading the PALMS report" />
      ) : report.isError ? (
        <LoadError error={report.error} onRetry={() => void report.refetch()} what="PALMS report" />
      ) : report.data.rows.length === 0 ? (
        <LoadEmpty title="No members">No member was active in this period.</LoadEmpty>
      ) : (
        <ReportsPalmsTable report={report.data} />
      )}
    </div>
  );
}
