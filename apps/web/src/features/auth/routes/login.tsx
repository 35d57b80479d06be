import type { LoginResponse } from '@app/shared/auth';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useSession } from '@/lib/auth/session';
import { LoginScreen } from '../components/login-screen';
import { returnPath } from '../lib/return-path';

/**
 * /login and /register inside the app (after a redirect from a guarded page, or a sign-out):
 * success goes back where the user came from, replacing history. A fresh visit to /login gets
 * the same screen from the light first screen (app/light-login.tsx) instead.
 */
export function Component() {
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();

  const signedIn = (answer: LoginResponse) => {
    const to = returnPath(location.state);
    if (answer.mustChangePassword) {
      void navigate('/change-password', { replace: true, state: { from: to } });
      return;
    }
    void navigate(to, { replace: true });
  };

  if (user && !user.mustChangePassword) {
    return <Navigate to={returnPath(location.state)} replace />;
  }
  return (
    <LoginScreen
      initialMode={location.pathname === '/register' ? 'register' : 'login'}
      onSignedIn={signedIn}
    />
  );
}
