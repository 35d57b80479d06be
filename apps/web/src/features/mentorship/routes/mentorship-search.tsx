import { Compass } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

/** Placeholder until this area's release; the route, title and gate are final. */
export function Component() {
  return (
    <ComingSoon
      icon={<Compass aria-hidden="true" />}
      description="Find an experienced member who can mentor you, by area of expertise."
      planned={[
        'Mentor directory with expertise filters',
        'Availability and preferred contact',
        'Apply in one step',
      ]}
    />
  );
}
