import { RefreshCw } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

/** Placeholder until this admin page's release; the route, title and permission gate are final. */
export function Component() {
  return (
    <ComingSoon
      icon={<RefreshCw aria-hidden="true" />}
      description="Memberships due for renewal soon, and those overdue."
      planned={['Due soon and overdue lists', 'Renew in one step']}
    />
  );
}
