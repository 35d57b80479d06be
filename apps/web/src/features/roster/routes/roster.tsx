import { Contact } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';
import { PermissionGate } from '@/components/permission-gate';

/** Placeholder until this area's release; the route, title and gate are final. */
export function Component() {
  return (
    <PermissionGate permission="view_members">
      <ComingSoon
        icon={<Contact aria-hidden="true" />}
        description="A searchable directory of your group: names, companies, classifications and roles, with leadership listed first."
        planned={[
          'Search by name, company or classification',
          'Call or e-mail a member in one tap',
          'Role badges for leadership',
        ]}
      />
    </PermissionGate>
  );
}
