import {
  ACTIVITY_DIRECTIONS,
  ACTIVITY_KINDS,
  ACTIVITY_STATUSES,
  type ActivityDirection,
} from '@app/shared/activity-kinds';
import { lazy, Suspense, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { Page } from '@/components/page';
import { PermissionGate } from '@/components/permission-gate';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { oneOf } from '@/lib/one-of';
import { paths } from '@/lib/paths';
import { useActivities } from '../api/get-activities';
import { useUnreadCounts } from '../api/get-unread-counts';
import { ActivityFilters } from '../components/activity-filters';
import { ActivityLegend } from '../components/activity-legend';
import { ActivityList } from '../components/activity-list';
import { LEGEND_PARAM } from '../components/activity-tabs';
import { ActivityTotals } from '../components/activity-totals';
import { MyNumbers } from '../components/my-numbers';
import { NewSlipLinks } from '../components/new-slip-links';
import { useMarkReadOnView } from '../hooks/use-mark-read-on-view';

// A slip's details (a dialog, its actions) load when a slip is first opened, not before the list's
// first paint.
const ActivityDetails = lazy(() =>
  import('../components/activity-details').then((m) => ({ default: m.ActivityDetails })),
);

/** The list's filters and the open slip live in the address: back, reload and links keep them. */
function useActivityParams() {
  const { params, write } = useUrlFilters();
  const kind = oneOf(ACTIVITY_KINDS, params.get('kind'));
  const status = oneOf(ACTIVITY_STATUSES, params.get('status'));
  const id = Number(params.get('id'));
  return {
    params,
    kind,
    status,
    openId: Number.isInteger(id) && id > 0 ? id : null,
    write,
  };
}

function ActivityPage({ direction }: { direction: ActivityDirection }) {
  const p = useActivityParams();
  useUnreadCounts();
  const list = useActivities({ direction, kind: p.kind, status: p.status });
  const reader = useMarkReadOnView(direction);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const totals = list.data?.pages[0]?.totals;
  const open = items.find((i) => i.id === p.openId);
  // Once a slip was opened the dialog stays mounted, so that it can animate its closing.
  const [detailsUsed, setDetailsUsed] = useState(p.openId !== null);
  if (p.openId !== null && !detailsUsed) {
    setDetailsUsed(true);
  }
  const detailsHref = (id: number) => {
    const next = new URLSearchParams(p.params);
    next.set('id', String(id));
    return `${paths.activity(direction)}?${next.toString()}`;
  };

  return (
    <Page className="space-y-4">
      <NewSlipLinks />
      {p.params.get(LEGEND_PARAM) === 'true' ? <ActivityLegend /> : null}
      <ActivityFilters kind={p.kind} status={p.status} onChange={p.write} />
      <ActivityTotals totals={totals} />
      <MyNumbers />
      <ActivityList
        direction={direction}
        query={list}
        items={items}
        filtered={p.kind !== null || p.status !== null}
        onClear={() => p.write({ kind: null, status: null })}
        detailsHref={detailsHref}
        reader={reader}
      />
      {detailsUsed ? (
        <Suspense fallback={null}>
          <ActivityDetails
            id={p.openId}
            direction={direction}
            fromList={open}
            onSeen={(item) => reader.opened(item.id, item.updatedAt)}
            onClose={() => p.write({ id: null })}
          />
        </Suspense>
      ) : null}
    </Page>
  );
}

/** /activity/{given|received}: my slips of one side with filters, totals, live updates and answers. */
export function Component() {
  const { type } = useParams();
  const direction = oneOf(ACTIVITY_DIRECTIONS, type);
  if (!direction) {
    return <Navigate to={paths.activity('given')} replace />;
  }
  return (
    <PermissionGate permission="view_activity">
      <ActivityPage key={direction} direction={direction} />
    </PermissionGate>
  );
}
