import type { ActivityKind, ActivityStatus } from '@app/shared/activity-kinds';
import { KindStatusSelects } from './kind-status-selects';

interface ActivityFiltersProps {
  kind: ActivityKind | null;
  status: ActivityStatus | null;
  onChange: (filters: { kind: ActivityKind | null; status: ActivityStatus | null }) => void;
}

/** Kind and status filters; the statuses offered are those of the chosen kind. */
export function ActivityFilters({ kind, status, onChange }: ActivityFiltersProps) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
      <KindStatusSelects kind={kind} status={status} onChange={onChange} className="sm:w-48" />
    </div>
  );
}
