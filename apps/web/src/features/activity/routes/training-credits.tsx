import { PermissionGate } from '@/components/permission-gate';
import { TrainingCreditForm } from '../components/training-credit-form';

/** /activity/training-credits (ARCHITECTURE 14.4). */
export function Component() {
  return (
    <PermissionGate permission="view_activity">
      <TrainingCreditForm />
    </PermissionGate>
  );
}
