import { Navigate } from 'react-router';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/auth/session';
import { paths } from '@/lib/paths';

/** Unknown paths go to /home when signed in, else /login (docs/architecture.md 16.2). */
export function UnknownRoute() {
  const { user, isLoading } = useSession();
  if (isLoading) {
    return <FullScreenSpinner />;
  }
  return <Navigate to={user ? paths.home : paths.login} replace />;
}
