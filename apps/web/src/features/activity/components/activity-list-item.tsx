import type { ActivityItem } from '@app/shared/activities';
import { ACTIVITY_KIND_LABELS, type ActivityDirection } from '@app/shared/activity-kinds';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { counterpart } from '../lib/counterpart';
import { SlipStatusChip as StatusChip } from '../public/slip-status-chip';
import { formatWhen, slipSummary } from '../public/slip-summary';
import { OneToOneActions } from './one-to-one-actions';

interface ActivityListItemProps {
  item: ActivityItem;
  direction: ActivityDirection;
  /** Where the details of this slip open (?id=). */
  detailsHref: string;
  /** Watches an unread row until it is seen. */
  watchRef?: Ref<HTMLLIElement> | undefined;
}

/** One slip in Given or Received: kind, who, what, status, unread marker and its answers. */
export function ActivityListItem({ item, direction, detailsHref, watchRef }: ActivityListItemProps) {
  const kind = ACTIVITY_KIND_LABELS[item.kind];
  const summary = slipSummary(item);
  return (
    <li
      ref={watchRef}
      data-activity-id={item.id}
      data-activity-version={item.updatedAt}
      className={cn(
        'rounded-xl border bg-card p-4 shadow-xs',
        item.isRead ? 'border-border' : 'border-brand-600 dark:border-brand-400',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-xs font-semibold tracking-wide text-muted uppercase">{kind}</span>
        <StatusChip status={item.status} />
        {item.isRead ? null : <Badge tone="brand">New</Badge>}
        <time dateTime={item.createdAt} className="ml-auto text-xs text-muted">
          {formatWhen(item.createdAt)}
        </time>
      </div>
      <p className="mt-2 font-medium">
        <Link
          to={detailsHref}
          className="rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {counterpart(item, direction)}
          <span className="sr-only">{`, ${kind}, open details`}</span>
        </Link>
      </p>
      {summary ? <p className="mt-1 line-clamp-2 text-sm text-muted">{summary}</p> : null}
      <div className="mt-3 empty:hidden">
        <OneToOneActions item={item} direction={direction} />
      </div>
    </li>
  );
}
