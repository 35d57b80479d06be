import {
  ACTIVITY_KIND_LABELS,
  ACTIVITY_KINDS,
  ACTIVITY_STATUS_LABELS,
  ACTIVITY_STATUSES,
  KIND_STATUSES,
} from '@app/shared/activities';
import type { MembersResponse } from '@app/shared/members';
import { useQuery } from '@tanstack/react-query';
import { FilterSelect } from '@/components/filter-select';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { apiRequest } from '@/lib/api-client';
import type { AdminActivityFilter } from '../api/get-admin-activity';

/** The group's active members for the member filter (a chapter fits in one page of 100). */
function useMemberChoices() {
  return useQuery({
    queryKey: ['admin', 'activity', 'members'],
    queryFn: ({ signal }) => apiRequest<MembersResponse>('/api/members', { query: { limit: 100 }, signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

interface AdminActivityFiltersProps {
  filter: AdminActivityFilter;
  onChange: (changes: Record<string, string | null>) => void;
  onClear: () => void;
}

/** Kind, status, member and period of the group's slips; kept in the address by the page. */
export function AdminActivityFilters({ filter, onChange, onClear }: AdminActivityFiltersProps) {
  const members = useMemberChoices();
  const statuses = filter.kind ? KIND_STATUSES[filter.kind] : ACTIVITY_STATUSES;
  const filtered = Object.values(filter).some((v) => v !== null);
  return (
    <search className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6 xl:items-end">
      <FilterSelect
        label="Kind"
        value={filter.kind ?? ''}
        onChange={(v) => {
          const keep =
            v && filter.status && KIND_STATUSES[v as keyof typeof KIND_STATUSES]?.includes(filter.status);
          onChange({ kind: v || null, ...(keep ? {} : { status: null }) });
        }}
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
        value={filter.status ?? ''}
        onChange={(v) => onChange({ status: v || null })}
      >
        <option value="">All statuses</option>
        {statuses.map((s) => (
          <option key={s} value={s}>
            {ACTIVITY_STATUS_LABELS[s].label}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label="Member"
        value={filter.memberId ? String(filter.memberId) : ''}
        onChange={(v) => onChange({ member: v || null })}
      >
        <option value="">All members</option>
        {(members.data?.items ?? []).map((m) => (
          <option key={m.id} value={String(m.id)}>
            {m.name}
          </option>
        ))}
      </FilterSelect>
      <Field label="From" className="[&_label]:text-xs [&_label]:text-muted">
        <Input
          type="date"
          value={filter.from ?? ''}
          onChange={(e) => onChange({ from: e.target.value || null })}
        />
      </Field>
      <Field label="To" className="[&_label]:text-xs [&_label]:text-muted">
        <Input
          type="date"
          value={filter.to ?? ''}
          onChange={(e) => onChange({ to: e.target.value || null })}
        />
      </Field>
      <div className="flex items-end">
        <Button variant="outline" onClick={onClear} disabled={!filtered} className="w-full">
          Clear filters
        </Button>
      </div>
    </search>
  );
}
