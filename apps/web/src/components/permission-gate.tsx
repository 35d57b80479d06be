import { can, type PermissionRequirement } from '@app/shared/permissions';
import { ShieldAlert } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useSession } from '@/lib/auth/session';
import { toast } from './ui/use-toast';

export const ACCESS_DENIED_TITLE = 'Access Denied';
export const ACCESS_DENIED_TEXT =
  "You don't have permission to access this feature. Please contact your administrator if you believe this is an error.";

export function AccessDenied() {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300">
        <ShieldAlert className="size-6" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold">{ACCESS_DENIED_TITLE}</h2>
      <p className="text-sm text-muted">{ACCESS_DENIED_TEXT}</p>
    </div>
  );
}

interface PermissionGateProps extends PermissionRequirement {
  children: ReactNode;
  /** Also show the 'Access Denied' toast when access is refused. */
  showToast?: boolean;
  /** What to show instead of the Access Denied panel (null to show nothing). */
  fallback?: ReactNode;
}

/**
 * docs/architecture.md 16.6: shows its content when nothing is required, the user is an admin, or holds the
 * one permission, any of the list, or all of it with requireAll; otherwise Access Denied. Nothing
 * renders until the permissions are loaded. Display only: the server checks every call.
 */
export function PermissionGate({
  permission,
  permissions,
  requireAll,
  showToast = false,
  fallback,
  children,
}: PermissionGateProps) {
  const { user, isLoading } = useSession();
  const allowed = user ? can(user, { permission, permissions, requireAll }) : false;
  const denied = !isLoading && user !== null && !allowed;
  const toasted = useRef(false);

  useEffect(() => {
    if (denied && showToast && !toasted.current) {
      toasted.current = true;
      toast({ title: ACCESS_DENIED_TITLE, description: ACCESS_DENIED_TEXT, variant: 'destructive' });
    }
  }, [denied, showToast]);

  if (isLoading || !user) {
    return null;
  }
  if (allowed) {
    return children;
  }
  return fallback === undefined ? <AccessDenied /> : fallback;
}
