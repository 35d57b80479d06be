import { Settings2 } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

/** Placeholder until this admin page's release; the route, title and permission gate are final. */
export function Component() {
  return (
    <ComingSoon
      icon={<Settings2 aria-hidden="true" />}
      description="Defaults of your group: meeting schedule, capacity and time zone."
      planned={['Meeting weekday, time and location', 'Capacity and time zone']}
    />
  );
}
