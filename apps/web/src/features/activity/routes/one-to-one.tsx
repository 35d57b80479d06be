import { PermissionGate } from '@/components/permission-gate';
import { OneToOneForm } from '../components/one-to-one-form';

/** /activity/one-to-one (docs/architecture.md 14.4). */
export function Component() {
  return (
    <PermissionGate permission="view_activity">
      <OneToOneForm />
    </PermissionGate>
  );
}
