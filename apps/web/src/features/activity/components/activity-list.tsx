import type { ActivityItem } from '@app/shared/activities';
import type { ActivityDirection } from '@app/shared/activity-kinds';
import SearchX from 'lucide-react/icons/search-x';
import { Link } from 'react-router';
import { ShowMore } from '@/components/show-more';
import { Button, buttonClasses } from '@/components/ui/button';
import { useScreenfulFirst } from '@/hooks/use-screenful-first';
import { paths } from '@/lib/paths';
import type { useActivities } from '../api/get-activities';
import type { useMarkReadOnView } from '../hooks/use-mark-read-on-view';
import { ActivityListItem } from './activity-list-item';

interface ActivityListProps {
  direction: ActivityDirection;
  query: ReturnType<typeof useActivities>;
  items: ActivityItem[];
  filtered: boolean;
  onClear: () => void;
  detailsHref: (id: number) => string;
  reader: ReturnType<typeof useMarkReadOnView>;
}

function Empty({
  direction,
  filtered,
  onClear,
}: Pick<ActivityListProps, 'direction' | 'filtered' | 'onClear'>) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border p-8 text-center">
      <SearchX className="size-8 text-muted" aria-hidden="true" />
      <h2 className="font-semibold">{filtered ? 'Nothing matches these filters' : 'Nothing here yet'}</h2>
      {filtered ? (
        <Button variant="outline" onClick={onClear}>
          Clear filters
        </Button>
      ) : direction === 'given' ? (
        <>
          <p className="text-sm text-muted">Pass a referral or ask a member for a one-to-one.</p>
          <Link to={paths.activityForm('referral')} className={buttonClasses('primary')}>
            Pass a referral
          </Link>
        </>
      ) : (
        <p className="text-sm text-muted">What other members pass to you shows here as it arrives.</p>
      )}
    </div>
  );
}

/** The slips of one side, newest first, with paging; unread rows are watched until seen. */
export function ActivityList({
  direction,
  query,
  items,
  filtered,
  onClear,
  detailsHref,
  reader,
}: ActivityListProps) {
  const shown = useScreenfulFirst(items);
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading activity" className="space-y-2">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-24 animate-pulse rounded-xl bg-surface" />
        ))}
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-xl border border-border bg-card p-8"
      >
        <p className="font-medium">The activity could not be loaded.</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (items.length === 0) {
    return <Empty direction={direction} filtered={filtered} onClear={onClear} />;
  }
  return (
    <div className="space-y-3">
      <ul
        aria-label={direction === 'given' ? 'Activity you gave' : 'Activity you received'}
        className="space-y-2"
      >
        {shown.map((item) => (
          <ActivityListItem
            key={item.id}
            item={item}
            direction={direction}
            detailsHref={detailsHref(item.id)}
            watchRef={item.isRead ? undefined : reader.watch(item.id, item.updatedAt)}
          />
        ))}
      </ul>
      <ShowMore query={query} />
    </div>
  );
}
