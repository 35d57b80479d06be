import { UserPlus } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

/** Placeholder until this admin page's release; the route, title and permission gate are final. */
export function Component() {
  return (
    <ComingSoon
      icon={<UserPlus aria-hidden="true" />}
      description="Add a member directly, with their role and classification."
      planned={['Name, e-mail, company and classification', 'A temporary password sent by e-mail']}
    />
  );
}
