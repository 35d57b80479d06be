import type { RoleName } from '@app/shared/permissions';
import { FilterSelect } from '@/components/filter-select';

interface RoleFilterProps {
  /** The roles offered, in order. */
  roles: readonly RoleName[];
  value: RoleName | null;
  onChange: (role: RoleName | null) => void;
}

/** A list toolbar's role filter: all roles, or one of `roles`. */
export function RoleFilter({ roles, value, onChange }: RoleFilterProps) {
  return (
    <FilterSelect
      label="Role"
      className="sm:w-48"
      value={value ?? ''}
      onChange={(next) => onChange(roles.find((r) => r === next) ?? null)}
    >
      <option value="">All roles</option>
      {roles.map((r) => (
        <option key={r} value={r}>
          {r}
        </option>
      ))}
    </FilterSelect>
  );
}
