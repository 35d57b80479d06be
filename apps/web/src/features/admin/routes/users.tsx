import { Users } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

/** Placeholder until this admin page's release; the route, title and permission gate are final. */
export function Component() {
  return (
    <ComingSoon
      icon={<Users aria-hidden="true" />}
      description="Find, add and manage the members of your group."
      planned={[
        'Search by name, e-mail or company',
        'Change a role, deactivate an account, reset a password',
      ]}
    />
  );
}
