import ShieldAlert from 'lucide-react/icons/shield-alert';
import UserX from 'lucide-react/icons/user-x';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { apiErrorText } from '@/lib/api-error-text';

/** Why a profile is not shown: not found (or another group's), refused, or failed to load. */
export function ProfileUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const status = error instanceof ApiError ? error.status : 500;
  if (status === 404) {
    return (
      <div className="flex flex-col items-center gap-3 py-16 text-center">
        <UserX className="size-10 text-muted" aria-hidden="true" />
        <h2 className="text-lg font-semibold">Member not found</h2>
        <p className="text-sm text-muted">This member does not exist or is not in your group.</p>
      </div>
    );
  }
  if (status === 403) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
        <ShieldAlert className="size-10 text-red-700 dark:text-red-400" aria-hidden="true" />
        <h2 className="text-lg font-semibold">Access Denied</h2>
        <p className="max-w-sm text-sm text-muted">
          {apiErrorText(error, "You don't have permission to see this profile.")}
        </p>
      </div>
    );
  }
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
      <h2 className="text-lg font-semibold">The profile could not be loaded</h2>
      <p className="text-sm text-muted">Please check your connection and try again.</p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
