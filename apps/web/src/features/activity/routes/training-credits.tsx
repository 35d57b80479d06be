import { GraduationCap } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';
import { PermissionGate } from '@/components/permission-gate';

/** Placeholder until this area's release; the route, title and gate are final. */
export function Component() {
  return (
    <PermissionGate permission="view_activity">
      <ComingSoon
        icon={<GraduationCap aria-hidden="true" />}
        description="Record training you attended so it counts towards your networking education credits."
        planned={[
          'Course or event name and date',
          'Credits per session',
          'Your credits for the current period',
        ]}
      />
    </PermissionGate>
  );
}
