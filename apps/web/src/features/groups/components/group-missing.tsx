import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/** A group that does not exist or is not the caller's to see (404). */
export function GroupMissing() {
  return (
    <div role="alert" className="mx-auto max-w-md space-y-3 py-12 text-center">
      <h2 className="text-lg font-semibold">Group not found</h2>
      <p className="text-sm text-muted">It may have been removed, or it is not a group you can see.</p>
      <Link to={paths.admin.groups} className={buttonClasses('outline')}>
        All groups
      </Link>
    </div>
  );
}
