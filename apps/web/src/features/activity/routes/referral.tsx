import { PermissionGate } from '@/components/permission-gate';
import { ReferralForm } from '../components/referral-form';

/** /activity/referral (docs/architecture.md 14.4). */
export function Component() {
  return (
    <PermissionGate permission="view_activity">
      <ReferralForm />
    </PermissionGate>
  );
}
