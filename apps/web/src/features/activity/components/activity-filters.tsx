import {
  ACTIVITY_KIND_LABELS,
  ACTIVITY_KINDS,
  ACTIVITY_STATUS_LABELS,
  ACTIVITY_STATUSES,
  type ActivityKind,
  type ActivityStatus,
  KIND_STATUSES,
} from '@app/shared/activities';
import { FilterSelect } from '@/components/filter-select';

interface ActivityFiltersProps {
  kind: ActivityKind | null;
  status: ActivityStatus | null;
  onKindChange: (kind: ActivityKind | null) => void;
  onStatusChange: (status: ActivityStatus | null) => void;
}

/** Kind and status filters; the statuses offered are those of the chosen kind. */
export function ActivityFilters({ kind, status, onKindChange, onStatusChange }: ActivityFiltersProps) {
  const statuses = kind ? KIND_STATUSES[kind] : ACTIVITY_STATUSES;
  return (
    <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
      <FilterSelect
        label="Kind"
        value={kind ?? ''}
        onChange={(v) => {
          const next = ACTIVITY_KINDS.find((k) => k === v) ?? null;
          onKindChange(next);
          if (next && status && !KIND_STATUSES[next].includes(status)) {
            onStatusChange(null);
          }
        }}
        className="sm:w-48"
      >
        <option value="">All kinds</option>
        {ACTIVITY_KINDS.map((k) => (
          <option key={k} value={k}>
            {ACTIVITY_KIND_LABELS[k]}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label="Status"
        value={status ?? ''}
        onChange={(v) => onStatusChange(ACTIVITY_STATUSES.find((s) => s === v) ?? null)}
        className="sm:w-48"
      >
        <option value="">All statuses</option>
        {statuses.map((s) => (
          <option key={s} value={s}>
            {ACTIVITY_STATUS_LABELS[s].label}
          </option>
        ))}
      </FilterSelect>
    </div>
  );
}
