import type { ReactNode } from 'react';
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
  if (isLoading) {
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
