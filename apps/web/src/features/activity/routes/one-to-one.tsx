import { Users } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';
import { PermissionGate } from '@/components/permission-gate';

/** Placeholder until this area's release; the route, title and gate are final. */
export function Component() {
  return (
    <PermissionGate permission="view_activity">
      <ComingSoon
        icon={<Users aria-hidden="true" />}
        description="Arrange a one-to-one with another member and record it once you have met."
        planned={[
          'Propose a time and place',
          'Accept or decline requests',
          'Both members see it as completed',
        ]}
      />
    </PermissionGate>
  );
}
