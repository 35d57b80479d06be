import type { RosterStatus } from '@app/shared/members';
import type { RoleName } from '@app/shared/permissions';
import { FilterSelect } from '@/components/filter-select';
import { PeopleToolbar } from '@/components/people-toolbar';
import { RoleFilter } from '@/components/role-filter';
import { ROLE_FILTER_OPTIONS, ROSTER_STATUS_OPTIONS, STATUS_LABELS } from '../lib/roster-filters';

interface RosterToolbarProps {
  query: string;
  onQueryChange: (value: string) => void;
  role: RoleName | null;
  onRoleChange: (role: RoleName | null) => void;
  status: RosterStatus;
  /** Null when the caller may not see pending and lapsed members: no status filter then. */
  onStatusChange: ((status: RosterStatus) => void) | null;
}

/** Search as you type, and the role and status filters. */
export function RosterToolbar(props: RosterToolbarProps) {
  const { onStatusChange } = props;
  return (
    <PeopleToolbar searchLabel="Search members" query={props.query} onQueryChange={props.onQueryChange}>
      <RoleFilter roles={ROLE_FILTER_OPTIONS} value={props.role} onChange={props.onRoleChange} />
      {onStatusChange ? (
        <FilterSelect
          label="Membership"
          className="sm:w-48"
          value={props.status}
          onChange={(value) => {
            const next = ROSTER_STATUS_OPTIONS.find((s) => s === value);
            if (next) {
              onStatusChange(next);
            }
          }}
        >
          {ROSTER_STATUS_OPTIONS.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </FilterSelect>
      ) : null}
    </PeopleToolbar>
  );
}
