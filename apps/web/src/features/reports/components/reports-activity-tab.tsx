import type { MembersResponse } from '@app/shared/members';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FilterSelect } from '@/components/filter-select';
import { LoadEmpty, LoadError, LoadSkeleton } from '@/components/load-states';
import { apiRequest } from '@/lib/api-client';
import { useActivityReport } from '../api/get-reports';
import { reportPeriod } from '../lib/report-period';
import { ReportDownloadButton } from './report-download-button';
import { ReportPeriodPicker } from './report-period-picker';
import { ReportsActivityTable } from './reports-activity-table';

/** The group's members for the member filter (a chapter fits in one page of 100). */
function useMemberChoices() {
  return useQuery({
    queryKey: ['admin', 'activity', 'members'],
    queryFn: ({ signal }) => apiRequest<MembersResponse>('/api/members', { query: { limit: 100 }, signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Reports > Activity: every slip of one member or the whole group in the period, with CSV. */
export function ReportsActivityTab() {
  const [period, setPeriod] = useState(() => reportPeriod('this_month'));
  const [memberId, setMemberId] = useState('');
  const members = useMemberChoices();
  const report = useActivityReport(period, memberId);
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold">Activity report</h2>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-wrap items-end gap-3">
          <FilterSelect label="Member" value={memberId} onChange={setMemberId} className="min-w-48">
            <option value="">All members</option>
            {(members.data?.items ?? []).map((m) => (
              <option key={m.id} value={String(m.id)}>
                {m.name}
              </option>
            ))}
          </FilterSelect>
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
