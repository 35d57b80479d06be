import { ClipboardCheck } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

/** Placeholder until this admin page's release; the route, title and permission gate are final. */
export function Component() {
  return (
    <ComingSoon
      icon={<ClipboardCheck aria-hidden="true" />}
      description="Everything waiting for a decision: new members, closed business, referrals and substitutes."
      planned={['One queue with approve and reject', 'Members are notified of the decision']}
    />
  );
}
