import { UserPlus } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

/** Placeholder until this area's release; the route, title and gate are final. */
export function Component() {
  return (
    <ComingSoon
      icon={<UserPlus aria-hidden="true" />}
      description="Invite guests to your meetings and follow their answers."
      planned={[
        'Invite by name, e-mail and company for a chosen meeting',
        'See who accepted or declined',
        'Visitor credit for the member who invited them',
      ]}
    />
  );
}
