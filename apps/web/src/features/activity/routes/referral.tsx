import { Send } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';
import { PermissionGate } from '@/components/permission-gate';

/** Placeholder until this area's release; the route, title and gate are final. */
export function Component() {
  return (
    <PermissionGate permission="view_activity">
      <ComingSoon
        icon={<Send aria-hidden="true" />}
        description="Pass a referral to a member: who to contact, how warm the lead is and how to reach them."
        planned={[
          'Inside and outside referrals',
          'Contact details shared with consent',
          'The receiver is notified at once',
        ]}
      />
    </PermissionGate>
  );
}
