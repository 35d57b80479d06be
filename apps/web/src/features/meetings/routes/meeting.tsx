import { CalendarCheck } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';
import { PermissionGate } from '@/components/permission-gate';

/** Placeholder until this area's release; the route, title and gate are final. */
export function Component() {
  return (
    <PermissionGate permission="view_meetings">
      <ComingSoon
        icon={<CalendarCheck aria-hidden="true" />}
        description="Time, place and agenda of the meeting, who is coming, visitors invited and substitutes."
        planned={[
          'RSVP: Attending, Maybe or Not Attending',
          'Attendance list and visitor list',
          'Substitute requests',
        ]}
      />
    </PermissionGate>
  );
}
