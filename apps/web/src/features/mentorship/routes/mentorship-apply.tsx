import { FileText } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

/** Placeholder until this area's release; the route, title and gate are final. */
export function Component() {
  return (
    <ComingSoon
      icon={<FileText aria-hidden="true" />}
      description="Apply for mentorship: what you would like help with and who you would like to learn from."
      planned={['Short application form', 'Track the status of your applications']}
    />
  );
}
