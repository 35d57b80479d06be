import { PermissionGate } from '@/components/permission-gate';
import { TrainingCreditForm } from '../components/training-credit-form';

/** /activity/training-credits (docs/architecture.md 14.4). */
export function Component() {
  return (
    <PermissionGate permission="view_activity">
      <TrainingCreditForm />
    </PermissionGate>
  );
}
