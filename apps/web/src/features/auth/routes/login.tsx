import type { LoginResponse } from '@app/shared/auth';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useSession } from '@/lib/auth/session';
import { AuthErrorBanner } from '../components/auth-error-banner';
import { type AuthMode, AuthModeHeader } from '../components/auth-mode-header';
import { AuthScreen } from '../components/auth-screen';
import { LoginForm } from '../components/login-form';
import { useCountdown } from '../hooks/use-countdown';
import type { AuthErrorView } from '../lib/auth-error-view';
import { inactiveAccountToast } from '../lib/inactive-account-toast';
import { returnPath } from '../lib/return-path';

// The other two modes (and react-hook-form, which they use) load when chosen: /login stays light.
const RegisterForm = lazy(() =>
  import('../components/register-form').then((m) => ({ default: m.RegisterForm })),
);
const ForgotPasswordForm = lazy(() =>
  import('../components/forgot-password-form').then((m) => ({ default: m.ForgotPasswordForm })),
);

/**
 * /login and /register: one screen, three modes switched in place (spec sections 2 and 4). The
 * error banner clears on every submit and mode switch.
 */
export function Component() {
  const location = useLocation();
  const navigate = useNavigate();
  const [mode, setMode] = useState<AuthMode>(location.pathname === '/register' ? 'register' : 'login');
  const [error, setError] = useState<AuthErrorView | null>(null);
  const [email, setEmail] = useState('');
  const waitSeconds = useCountdown(error?.retryAfterSeconds, error);
  const { user } = useSession();

  const showError = useCallback((next: AuthErrorView | null) => {
    setError(next);
    if (next?.asToast) {
      void inactiveAccountToast(next.message).then(toast);
    }
  }, []);

  const switchMode = (next: AuthMode) => {
    setError(null);
    setMode(next);
  };

  const signedIn = (answer: LoginResponse) => {
    const to = returnPath(location.state);
    if (answer.mustChangePassword) {
      void navigate('/change-password', { replace: true, state: { from: to } });
      return;
    }
    void navigate(to, { replace: true });
  };

  const registered = (message: string, registeredEmail: string) => {
    setEmail(registeredEmail);
    switchMode('login');
    toast({ title: 'Account created', description: message, variant: 'success' });
  };

  if (user && !user.mustChangePassword) {
    return <Navigate to={returnPath(location.state)} replace />;
  }

  return (
    <AuthScreen>
      <AuthModeHeader mode={mode} />
      <AuthErrorBanner error={error} secondsLeft={waitSeconds} />
      {mode === 'login' ? (
        <LoginForm
          defaultEmail={email}
          waitSeconds={waitSeconds}
          onError={showError}
          onSuccess={signedIn}
          onForgotPassword={() => switchMode('forgot-password')}
          onSignUp={() => switchMode('register')}
        />
      ) : null}
      <Suspense
        fallback={
          <div className="flex justify-center py-8 text-brand-700 dark:text-brand-300">
            <Spinner className="size-6" />
          </div>
        }
      >
        {mode === 'register' ? (
          <RegisterForm onError={showError} onRegistered={registered} onSignIn={() => switchMode('login')} />
        ) : null}
        {mode === 'forgot-password' ? <ForgotPasswordForm onBack={() => switchMode('login')} /> : null}
      </Suspense>
    </AuthScreen>
  );
}
