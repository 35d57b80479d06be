import { LayoutDashboard } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

/** Placeholder until this admin page's release; the route, title and permission gate are final. */
export function Component() {
  return (
    <ComingSoon
      icon={<LayoutDashboard aria-hidden="true" />}
      description="Your group at a glance: members, attendance rate and activity over time."
      planned={[
        'Member, visitor and renewal counts',
        'Attendance rate per meeting',
        'Referral and closed-business charts',
      ]}
    />
  );
}
