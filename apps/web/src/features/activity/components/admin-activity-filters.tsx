import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { MemberFilterSelect } from '@/features/members/public/member-filter-select';
import type { AdminActivityFilter } from '../api/get-admin-activity';
import { KindStatusSelects } from './kind-status-selects';

interface AdminActivityFiltersProps {
  filter: AdminActivityFilter;
  onChange: (changes: Record<string, string | null>) => void;
  onClear: () => void;
}

/** Kind, status, member and period of the group's slips; kept in the address by the page. */
export function AdminActivityFilters({ filter, onChange, onClear }: AdminActivityFiltersProps) {
  const filtered = Object.values(filter).some((v) => v !== null);
  return (
    <search className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6 xl:items-end">
      <KindStatusSelects kind={filter.kind} status={filter.status} onChange={onChange} />
      <MemberFilterSelect
        value={filter.memberId ? String(filter.memberId) : ''}
        onChange={(v) => onChange({ member: v || null })}
      />
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
