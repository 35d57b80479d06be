import { Building2 } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

/** Placeholder until this admin page's release; the route, title and permission gate are final. */
export function Component() {
  return (
    <ComingSoon
      icon={<Building2 aria-hidden="true" />}
      description="The groups of this installation: create them and set their join codes and capacity."
      planned={['Create and edit groups', 'Join code, capacity and status']}
    />
  );
}
