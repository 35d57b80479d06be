import { type ReactNode, useDeferredValue } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/auth/session';
import { paths } from '@/lib/paths';

/**
 * Signed-in members only: a spinner while the session and profile load; signed-out people go to
 * /login remembering where they came from; a temporary password must be changed first.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  // When the session arrives, the shell and the page mount in a deferred render, which React
  // interrupts to let the browser paint and take input, not in the urgent one the session's
  // arrival makes (one task of 100-400 ms on a slow phone). The spinner stays until then.
  const loading = useDeferredValue(isLoading);
  if (isLoading || loading) {
    return <FullScreenSpinner label="Signing you in" />;
  }
  if (!user) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.login} replace state={{ from }} />;
  }
  if (user.mustChangePassword) {
    return <Navigate to={paths.changePassword} replace state={{ from: location.pathname }} />;
  }
  return <>{children}</>;
}
