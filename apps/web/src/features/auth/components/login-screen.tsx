import type { LoginResponse } from '@app/shared/auth';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useDocumentTitle } from '@/lib/document-title';
import { useCountdown } from '../hooks/use-countdown';
import type { AuthErrorView } from '../lib/auth-error-view';
import { inactiveAccountToast } from '../lib/inactive-account-toast';
import { AuthErrorBanner } from './auth-error-banner';
import { type AuthMode, AuthModeHeader } from './auth-mode-header';
import { AuthScreen } from './auth-screen';
import { LoginForm } from './login-form';

// The other two modes (and lib/form, which they use) load when chosen: /login stays light.
const RegisterForm = lazy(() => import('./register-form').then((m) => ({ default: m.RegisterForm })));
const ForgotPasswordForm = lazy(() =>
  import('./forgot-password-form').then((m) => ({ default: m.ForgotPasswordForm })),
);

/** The tab title of each mode: the route table's titles of /login and /register. */
const MODE_TITLES: Record<AuthMode, string> = {
  login: 'Sign in',
  register: 'Create account',
  'forgot-password': 'Forgot password',
};

/**
 * The sign-in screen: three modes switched in place (docs/architecture.md 16.2 and 16.4); the error banner
 * clears on every submit and mode switch. It knows no router: the app's /login route and the
 * light first screen of a fresh /login visit (app/light-login.tsx) both render it.
 */
export function LoginScreen({
  initialMode,
  onSignedIn,
}: {
  initialMode: AuthMode;
  onSignedIn: (answer: LoginResponse) => void;
}) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [error, setError] = useState<AuthErrorView | null>(null);
  const [email, setEmail] = useState('');
  const waitSeconds = useCountdown(error?.retryAfterSeconds, error);
  // The light first screen of /login has no router: the screen names the tab itself.
  useDocumentTitle(MODE_TITLES[mode]);

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

  const registered = (message: string, registeredEmail: string) => {
    setEmail(registeredEmail);
    switchMode('login');
    toast({ title: 'Account created', description: message, variant: 'success' });
  };

  return (
    <AuthScreen>
      <AuthModeHeader mode={mode} />
      <AuthErrorBanner error={error} secondsLeft={waitSeconds} />
      {mode === 'login' ? (
        <LoginForm
          defaultEmail={email}
          waitSeconds={waitSeconds}
          onError={showError}
          onSuccess={onSignedIn}
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
