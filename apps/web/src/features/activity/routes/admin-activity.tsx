import { ACTIVITY_KINDS, ACTIVITY_STATUSES } from '@app/shared/activity-kinds';
import { LoadEmpty, LoadError, LoadSkeleton } from '@/components/load-states';
import { Page } from '@/components/page';
import { ShowMore } from '@/components/show-more';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { cn } from '@/lib/cn';
import { oneOf } from '@/lib/one-of';
import { type AdminActivityFilter, useAdminActivity } from '../api/get-admin-activity';
import { ActivityTotals } from '../components/activity-totals';
import { AdminActivityFilters } from '../components/admin-activity-filters';
import { AdminActivityTable } from '../components/admin-activity-table';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function parseFilter(params: URLSearchParams): AdminActivityFilter {
  const kind = oneOf(ACTIVITY_KINDS, params.get('kind'));
  const status = oneOf(ACTIVITY_STATUSES, params.get('status'));
  const member = Number(params.get('member'));
  const from = params.get('from');
  const to = params.get('to');
  return {
    kind,
    status,
    memberId: Number.isInteger(member) && member > 0 ? member : null,
    from: from && DAY.test(from) ? from : null,
    to: to && DAY.test(to) ? to : null,
  };
}

/** /admin/activity: every slip of the group with filters by kind, status, member and period, and totals. */
export function Component() {
  const filters = useUrlFilters();
  const filter = parseFilter(filters.params);
  const list = useAdminActivity(filter);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const totals = list.data?.pages[0]?.totals;

  return (
    <Page wide className="space-y-5">
      <AdminActivityFilters
        filter={filter}
        onChange={filters.write}
        onClear={() => filters.clear(['kind', 'status', 'member', 'from', 'to'])}
      />
      <ActivityTotals totals={totals} className="sm:max-w-md" />
      {list.isPending ? (
        <LoadSkeleton label="Loading the group's activity" />
      ) : list.isError && !list.data ? (
        <LoadError what="activity" error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <LoadEmpty title="No slips">Nothing matches these filters in the group.</LoadEmpty>
      ) : (
        <div
          aria-busy={list.isPlaceholderData}
          className={cn('space-y-3', list.isPlaceholderData && 'opacity-60')}
        >
          <AdminActivityTable items={items} />
          <ShowMore query={list} />
        </div>
      )}
    </Page>
  );
}
