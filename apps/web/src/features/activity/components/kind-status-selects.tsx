import {
  ACTIVITY_KIND_LABELS,
  ACTIVITY_KINDS,
  ACTIVITY_STATUS_LABELS,
  ACTIVITY_STATUSES,
  type ActivityKind,
  type ActivityStatus,
  KIND_STATUSES,
} from '@app/shared/activity-kinds';
import { FilterSelect } from '@/components/filter-select';

interface KindStatusSelectsProps {
  kind: ActivityKind | null;
  status: ActivityStatus | null;
  /** The pair chosen; a kind whose slips never have the chosen status clears the status. */
  onChange: (filters: { kind: ActivityKind | null; status: ActivityStatus | null }) => void;
  /** Classes of each of the two selects. */
  className?: string;
}

/** The kind and status filters of a slip list; the statuses offered are those of the chosen kind. */
export function KindStatusSelects({ kind, status, onChange, className }: KindStatusSelectsProps) {
  const statuses = kind ? KIND_STATUSES[kind] : ACTIVITY_STATUSES;
  return (
    <>
      <FilterSelect
        label="Kind"
        value={kind ?? ''}
        onChange={(v) => {
          const next = ACTIVITY_KINDS.find((k) => k === v) ?? null;
          const fits = next === null || status === null || KIND_STATUSES[next].includes(status);
          onChange({ kind: next, status: fits ? status : null });
        }}
        className={className}
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
        onChange={(v) => onChange({ kind, status: ACTIVITY_STATUSES.find((s) => s === v) ?? null })}
        className={className}
      >
        <option value="">All statuses</option>
        {statuses.map((s) => (
          <option key={s} value={s}>
            {ACTIVITY_STATUS_LABELS[s].label}
          </option>
        ))}
      </FilterSelect>
    </>
  );
}
