import { ROLE_NAMES, type RoleName } from '@app/shared/permissions';
import { FilterSelect } from '@/components/filter-select';
import { PeopleToolbar } from '@/components/people-toolbar';
import { RoleFilter } from '@/components/role-filter';
import { parseUserStatus, USER_STATUS_OPTIONS, type UserStatusFilter } from '../lib/user-filters';

interface UserToolbarProps {
  query: string;
  onQueryChange: (value: string) => void;
  role: RoleName | null;
  onRoleChange: (role: RoleName | null) => void;
  status: UserStatusFilter | null;
  /** Null when the caller sees active members only: no status filter then. */
  onStatusChange: ((status: UserStatusFilter | null) => void) | null;
}

/** Search as you type, and the role and status filters. */
export function UserToolbar(props: UserToolbarProps) {
  const { onStatusChange } = props;
  return (
    <PeopleToolbar searchLabel="Search users" query={props.query} onQueryChange={props.onQueryChange}>
      <RoleFilter roles={ROLE_NAMES} value={props.role} onChange={props.onRoleChange} />
      {onStatusChange ? (
        <FilterSelect
          label="Status"
          className="sm:w-56"
          value={props.status ?? ''}
          onChange={(value) => onStatusChange(parseUserStatus(value, true))}
        >
          <option value="">All statuses</option>
          {USER_STATUS_OPTIONS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </FilterSelect>
      ) : null}
    </PeopleToolbar>
  );
}
