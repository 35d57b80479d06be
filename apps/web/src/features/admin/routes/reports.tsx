import { BarChart3 } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

/** Placeholder until this admin page's release; the route, title and permission gate are final. */
export function Component() {
  return (
    <ComingSoon
      icon={<BarChart3 aria-hidden="true" />}
      description="The audit log and activity reports per member and period."
      planned={['Audit log with filters', 'Activity report with CSV export']}
    />
  );
}
