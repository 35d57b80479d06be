import type { ComponentProps } from 'react';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';

type RoleFieldProps = Omit<ComponentProps<typeof Select>, 'children'> & {
  /** The roles the caller may give (see grantableRoles), in order. */
  roles: readonly string[];
  error?: string | undefined;
};

/** The role of a person form: the roles up to the caller's own rank. */
export function RoleField({ roles, error, ...select }: RoleFieldProps) {
  return (
    <Field label="Role" error={error} hint="You can give roles up to your own rank.">
      <Select {...select}>
        {roles.map((r) => (
          <option key={r} value={r}>
            {r}
          </option>
        ))}
      </Select>
    </Field>
  );
}
