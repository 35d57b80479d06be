import { PermissionGate } from '@/components/permission-gate';
import { ClosedBusinessForm } from '../components/closed-business-form';

/** /activity/closed-business (docs/architecture.md 14.4). */
export function Component() {
  return (
    <PermissionGate permission="view_activity">
      <ClosedBusinessForm />
    </PermissionGate>
  );
}
