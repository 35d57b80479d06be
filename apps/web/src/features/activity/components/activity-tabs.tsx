import type { ActivityDirection } from '@app/shared/activity-kinds';
import { BookOpen } from 'lucide-react';
import { NavLink, useSearchParams } from 'react-router';
import { CountBadge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useUnreadCounts } from '../api/get-unread-counts';

const TABS: { type: ActivityDirection; label: string }[] = [
  { type: 'given', label: 'Given' },
  { type: 'received', label: 'Received' },
];

export const LEGEND_PARAM = 'showLegend';

/** Given/Received tabs with unread badges (999+) and the legend toggle kept in ?showLegend=true. */
export function ActivityTabs() {
  const { data } = useUnreadCounts();
  const [params, setParams] = useSearchParams();
  const legend = params.get(LEGEND_PARAM) === 'true';
  const counts = { given: data?.givenCount ?? 0, received: data?.receivedCount ?? 0 };

  const toggleLegend = () => {
    const next = new URLSearchParams(params);
    if (legend) {
      next.delete(LEGEND_PARAM);
    } else {
      next.set(LEGEND_PARAM, 'true');
    }
    setParams(next, { replace: true });
  };

  return (
    <div className="flex h-12 items-center justify-between gap-2 px-4 sm:px-6">
      <nav aria-label="Activity" className="flex h-full items-stretch gap-1">
        {TABS.map(({ type, label }) => (
          <NavLink
            key={type}
            to={{ pathname: paths.activity(type), search: legend ? `?${LEGEND_PARAM}=true` : '' }}
            className={({ isActive }) =>
              cn(
                'flex items-center gap-2 border-b-2 px-3 text-sm font-medium transition-colors',
                isActive
                  ? 'border-brand-700 text-foreground dark:border-brand-300'
                  : 'border-transparent text-muted hover:text-foreground',
              )
            }
          >
            {label}
            <CountBadge count={counts[type]} label={`unread ${type} activities`} />
          </NavLink>
        ))}
      </nav>
      <button
        type="button"
        onClick={toggleLegend}
        aria-pressed={legend}
        className="inline-flex items-center gap-1.5 rounded-md px-2.5 py-1.5 text-sm text-muted hover:bg-surface hover:text-foreground"
      >
        <BookOpen className="size-4" aria-hidden="true" />
        {legend ? 'Hide legend' : 'Show legend'}
      </button>
    </div>
  );
}
