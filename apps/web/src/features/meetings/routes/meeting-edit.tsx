import { CalendarCog } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';
import { PermissionGate } from '@/components/permission-gate';

/** Placeholder until this area's release; the route, title and gate are final. */
export function Component() {
  return (
    <PermissionGate permission="manage_meetings">
      <ComingSoon
        icon={<CalendarCog aria-hidden="true" />}
        description="Change the time, place or agenda of a meeting."
        planned={['Edit time, location and agenda', 'Members are told about changes']}
      />
    </PermissionGate>
  );
}
