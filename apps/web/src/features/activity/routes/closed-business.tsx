import { Receipt } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';
import { PermissionGate } from '@/components/permission-gate';

/** Placeholder until this area's release; the route, title and gate are final. */
export function Component() {
  return (
    <PermissionGate permission="view_activity">
      <ComingSoon
        icon={<Receipt aria-hidden="true" />}
        description="Thank a member for business that closed from their referral and record the amount."
        planned={[
          'Amount and currency, with the referral it came from',
          'Approval by leadership before it counts',
          'Running totals on your Given and Received pages',
        ]}
      />
    </PermissionGate>
  );
}
