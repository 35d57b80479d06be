import { PASSWORD_REQUIREMENTS_TITLE } from '@app/shared/password-rules';
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { signOut, useSession } from '@/lib/auth/session';
import { newPasswordProblems, warmCommonPasswords } from '@/lib/common-password';
import { useChangeTemporaryPassword } from '../api/change-temporary-password';
import { AuthErrorBanner } from '../components/auth-error-banner';
import { AuthScreen } from '../components/auth-screen';
import { PasswordInput } from '../components/password-input';
import { SubmitButton } from '../components/submit-button';
import { useFieldChecks } from '../hooks/use-field-checks';
import type { AuthErrorView } from '../lib/auth-error-view';
import { CONNECTION_ERROR } from '../lib/login-error';
import { returnPath } from '../lib/return-path';

type ChangeField = 'currentPassword' | 'newPassword' | 'confirm';

// Three fields need no form library: the page paints without lib/form.
const CHANGE_CHECKS = {
  currentPassword: (v: string) => (v ? null : 'Your temporary password is required'),
  newPassword: (v: string) => (v ? null : 'Password is required'),
  confirm: (v: string, all: Record<ChangeField, string>) =>
    !v ? 'Please confirm your password' : v === all.newPassword ? null : 'Passwords do not match',
};

function describeChangeError(error: unknown): AuthErrorView {
  if (!(error instanceof ApiError) || error.isNetworkError) {
    return CONNECTION_ERROR;
  }
  const items = (error.details ?? []).map((d) => d.message);
  return {
    title: 'Password not changed',
    message: error.body?.message || 'Could not change your password. Please try again.',
    tone: error.type === 'VALIDATION_ERROR' ? 'warning' : 'destructive',
    ...(items.length > 1 ? { items } : {}),
  };
}

/**
 * /change-password: a temporary password (from an invitation) must be replaced before anything
 * else; the shell's guard sends users with mustChangePassword here.
 */
export function Component() {
  const { user, isLoading } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<AuthErrorView | null>(null);
  const mutation = useChangeTemporaryPassword();
  const { field, errors, handleSubmit } = useFieldChecks<ChangeField>(CHANGE_CHECKS);

  const submit = handleSubmit(async (values) => {
    setError(null);
    const problems = await newPasswordProblems(values.newPassword);
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
      await mutation.mutateAsync({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      toast({ title: 'Password changed', description: 'Your new password is set.', variant: 'success' });
      void navigate(returnPath(location.state), { replace: true });
    } catch (err) {
      setError(describeChangeError(err));
    }
  });

  if (isLoading) {
    return <FullScreenSpinner />;
  }
  if (!user) {
    return <Navigate to="/login" replace state={{ from: '/change-password' }} />;
  }

  return (
    <AuthScreen>
      <div className="space-y-1">
        <KeyRound aria-hidden="true" className="size-8 text-brand-700 dark:text-brand-300" />
        <h1 className="text-2xl font-bold tracking-tight">Choose your own password</h1>
        <p className="text-sm text-muted">
          {user.mustChangePassword
            ? 'You signed in with a temporary password. Please replace it before you continue.'
            : 'Change the password of your account.'}
        </p>
      </div>
      <AuthErrorBanner error={error} />
      <form noValidate onSubmit={submit} className="space-y-4" aria-label="Change password">
        <Field label="Temporary password" error={errors.currentPassword}>
          <PasswordInput autoComplete="current-password" {...field('currentPassword')} />
        </Field>
        <Field label="New password" error={errors.newPassword}>
          <PasswordInput
            autoComplete="new-password"
            onFocus={warmCommonPasswords}
            {...field('newPassword')}
          />
        </Field>
        <Field label="Confirm new password" error={errors.confirm}>
          <PasswordInput autoComplete="new-password" {...field('confirm')} />
        </Field>
        <SubmitButton pending={mutation.isPending} pendingLabel="Saving">
          Save password
        </SubmitButton>
      </form>
      <Button
        variant="ghost"
        className="w-full"
        onClick={async () => {
          await signOut(queryClient);
          void navigate('/login', { replace: true });
        }}
      >
        Sign out
      </Button>
    </AuthScreen>
  );
}
