import { ShieldCheck } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

/** Placeholder until this admin page's release; the route, title and permission gate are final. */
export function Component() {
  return (
    <ComingSoon
      icon={<ShieldCheck aria-hidden="true" />}
      description="Which role may do what: the roles and permissions matrix."
      planned={['Edit permissions per role', 'Changes apply at once and are audited']}
    />
  );
}
