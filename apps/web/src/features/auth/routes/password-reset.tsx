import { PASSWORD_RESET_REDIRECT_MS } from '@app/shared/constants';
import { PASSWORD_REQUIREMENTS_TITLE } from '@app/shared/password-rules';
import { ArrowLeft, CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { newPasswordProblems, warmCommonPasswords } from '@/lib/common-password';
import { useResetPassword } from '../api/reset-password';
import { AuthErrorBanner } from '../components/auth-error-banner';
import { AuthScreen } from '../components/auth-screen';
import { PasswordInput } from '../components/password-input';
import { SubmitButton } from '../components/submit-button';
import { useFieldChecks } from '../hooks/use-field-checks';
import type { AuthErrorView } from '../lib/auth-error-view';

export const RESET_SUCCESS_TEXT = 'Password successfully reset! Redirecting to login...';

type ResetField = 'password' | 'confirm';

// Two fields need no form library: the page paints without lib/form.
const RESET_CHECKS = {
  password: (v: string) => (v ? null : 'Password is required'),
  confirm: (v: string, all: Record<ResetField, string>) =>
    !v ? 'Please confirm your password' : v === all.password ? null : 'Passwords do not match',
};

function describeResetError(error: unknown): AuthErrorView {
  if (error instanceof ApiError && !error.isNetworkError) {
    const items = error.type === 'VALIDATION_ERROR' ? (error.details ?? []).map((d) => d.message) : [];
    return {
      title: 'Password reset failed',
      message: error.body?.message || 'Failed to reset password',
      tone: 'destructive',
      ...(items.length > 0 ? { items } : {}),
    };
  }
  return { title: 'Password reset failed', message: 'Failed to reset password', tone: 'destructive' };
}

/** /password-reset/{token}: new password (show/hide) and confirm; on success back to /login after 3 s. */
export function Component() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [error, setError] = useState<AuthErrorView | null>(null);
  const [done, setDone] = useState(false);
  const mutation = useResetPassword();
  const { field, errors, handleSubmit } = useFieldChecks<ResetField>(RESET_CHECKS);

  useEffect(() => {
    if (!done) {
      return;
    }
    const timer = setTimeout(() => void navigate('/login', { replace: true }), PASSWORD_RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const submit = handleSubmit(async ({ password }) => {
    setError(null);
    const problems = await newPasswordProblems(password);
    if (problems.length > 0) {
      setError({
        title: PASSWORD_REQUIREMENTS_TITLE,
        message: 'Your password must:',
        tone: 'destructive',
        items: problems,
      });
      return;
    }
    try {
      await mutation.mutateAsync({ token, password });
      setDone(true);
    } catch (err) {
      setError(describeResetError(err));
    }
  });

  return (
    <AuthScreen>
      <div className="flex items-center gap-2">
        <Button
          variant="ghost"
          size="icon"
          aria-label="Back to login"
          onClick={() => void navigate('/login')}
        >
          <ArrowLeft aria-hidden="true" />
        </Button>
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Choose a new password</h1>
          <p className="text-sm text-muted">Enter it twice to be sure.</p>
        </div>
      </div>
      {done ? (
        <div
          role="status"
          className="flex items-start gap-3 rounded-lg border border-green-300 bg-green-50 p-4 text-sm text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
        >
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>{RESET_SUCCESS_TEXT}</p>
        </div>
      ) : (
        <>
          <AuthErrorBanner error={error} />
          <form noValidate onSubmit={submit} className="space-y-4" aria-label="Reset password">
            <Field label="New password" error={errors.password}>
              <PasswordInput
                autoComplete="new-password"
                onFocus={warmCommonPasswords}
                {...field('password')}
              />
            </Field>
            <Field label="Confirm new password" error={errors.confirm}>
              <PasswordInput autoComplete="new-password" {...field('confirm')} />
            </Field>
            <SubmitButton pending={mutation.isPending} pendingLabel="Resetting password">
              Reset password
            </SubmitButton>
          </form>
        </>
      )}
      <p className="text-center text-sm">
        <Link to="/login" className="font-medium text-link underline-offset-4 hover:underline">
          Return to sign in
        </Link>
      </p>
    </AuthScreen>
  );
}
