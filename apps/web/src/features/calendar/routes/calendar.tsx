import { CalendarDays } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';
import { PermissionGate } from '@/components/permission-gate';

/** Placeholder until this area's release; the route, title and gate are final. */
export function Component() {
  return (
    <PermissionGate permission="view_meetings">
      <ComingSoon
        icon={<CalendarDays aria-hidden="true" />}
        description="Your group\u2019s meetings by month, week or as a list, with your RSVP."
        planned={[
          'Month, week and list views',
          'Export to calendar.ics or subscribe from your calendar app',
          'RSVP from the meeting card',
        ]}
      />
    </PermissionGate>
  );
}
