import { Activity } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

/** Placeholder until this admin page's release; the route, title and permission gate are final. */
export function Component() {
  return (
    <ComingSoon
      icon={<Activity aria-hidden="true" />}
      description="All activity recorded in your group, with filters by member, kind and period."
      planned={['Search and filter every slip', 'Correct or remove mistaken entries']}
    />
  );
}
