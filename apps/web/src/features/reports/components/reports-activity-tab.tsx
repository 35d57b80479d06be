import { useState } from 'react';
import { LoadEmpty, LoadError, LoadSkeleton } from '@/components/load-states';
import { MemberFilterSelect } from '@/features/members/public/member-filter-select';
import { useActivityReport } from '../api/get-reports';
import { reportPeriod } from '../lib/report-period';
import { ReportDownloadButton } from './report-download-button';
import { ReportPeriodPicker } from './report-period-picker';
import { ReportsActivityTable } from './reports-activity-table';

/** Reports > Activity: every slip of one member or the whole group in the period, with CSV. */
export function ReportsActivityTab() {
  const [period, setPeriod] = useState(() => reportPeriod('this_month'));
  const [memberId, setMemberId] = useState('');
  const report = useActivityReport(period, memberId);
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold">Activity report</h2>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-wrap items-end gap-3">
          <MemberFilterSelect value={memberId} onChange={setMemberId} className="min-w-48" />
          <ReportPeriodPicker value={period} onChange={setPeriod} />
        </div>
        <ReportDownloadButton
          path="/api/admin/reports/activity"
          query={{ from: period.from, to: period.to, memberId: memberId || undefined }}
          fileName={`activity-${period.from}-to-${period.to}.csv`}
        />
      </div>
      <p className="text-sm text-muted" aria-live="polite">
        {report.data
          ? `${report.data.total} ${report.data.total === 1 ? 'slip' : 'slips'}${report.data.truncated ? ` (the first ${report.data.items.length} shown; narrow the period)` : ''}`
          : ''}
      </p>
      {report.isPending ? (
        <LoadSkeleton rows={5} label="Loading the activity report" />
      ) : report.isError ? (
        <LoadError error={report.error} onRetry={() => void report.refetch()} what="activity report" />
      ) : report.data.items.length === 0 ? (
        <LoadEmpty title="No slips">Nothing was recorded in this period.</LoadEmpty>
      ) : (
        <ReportsActivityTable items={report.data.items} />
      )}
    </div>
  );
}
