import { MessageSquareQuote } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';
import { PermissionGate } from '@/components/permission-gate';

/** Placeholder until this area's release; the route, title and gate are final. */
export function Component() {
  return (
    <PermissionGate permission="view_activity">
      <ComingSoon
        icon={<MessageSquareQuote aria-hidden="true" />}
        description="Write a testimonial for a member whose work you can vouch for."
        planned={['Short written testimonial', 'Shown on the member’s profile once approved']}
      />
    </PermissionGate>
  );
}
