import { Crown } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

/** Placeholder until this admin page's release; the route, title and permission gate are final. */
export function Component() {
  return (
    <ComingSoon
      icon={<Crown aria-hidden="true" />}
      description="Who holds which leadership role in this group."
      planned={[
        'Assign President, Vice President and other roles',
        'Role changes are recorded in the audit log',
      ]}
    />
  );
}
