import { Building } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

/** Placeholder until this admin page's release; the route, title and permission gate are final. */
export function Component() {
  return (
    <ComingSoon
      icon={<Building aria-hidden="true" />}
      description="One group’s details: name, meeting schedule, capacity and join code."
      planned={['Edit the meeting day, time and place', 'Activate or deactivate the group']}
    />
  );
}
