import type { LoginResponse } from '@app/shared/auth';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useLogin } from '../api/login';
import type { AuthErrorView } from '../lib/auth-error-view';
import { describeLoginError } from '../lib/login-error';
import { PasswordInput } from './password-input';
import { SubmitButton } from './submit-button';

interface LoginFormProps {
  defaultEmail?: string;
  /** Seconds the user must still wait (429 or lock): the button stays disabled meanwhile. */
  waitSeconds: number;
  onError: (error: AuthErrorView | null) => void;
  onSuccess: (answer: LoginResponse) => void;
  onForgotPassword: () => void;
  onSignUp: () => void;
}

interface LoginValues {
  email: string;
  password: string;
}

export function LoginForm(props: LoginFormProps) {
  const { waitSeconds, onError, onSuccess, onForgotPassword, onSignUp } = props;
  const { register, handleSubmit, formState } = useForm<LoginValues>({
    defaultValues: { email: props.defaultEmail ?? '', password: '' },
  });
  const mutation = useLogin();

  const submit = handleSubmit(async (values) => {
    onError(null);
    try {
      onSuccess(await mutation.mutateAsync({ email: values.email.trim(), password: values.password }));
    } catch (err) {
      onError(describeLoginError(err));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Sign in">
      <Field label="Email" error={formState.errors.email?.message}>
        <Input
          type="email"
          autoComplete="username"
          inputMode="email"
          {...register('email', { required: 'Email is required' })}
        />
      </Field>
      <Field label="Password" error={formState.errors.password?.message}>
        <PasswordInput
          autoComplete="current-password"
          {...register('password', { required: 'Password is required' })}
        />
      </Field>
      <div className="flex justify-end">
        <Button variant="link" onClick={onForgotPassword}>
          Forgot password?
        </Button>
      </div>
      <SubmitButton pending={mutation.isPending} disabled={waitSeconds > 0} pendingLabel="Signing in">
        Sign in
      </SubmitButton>
      <p className="text-center text-sm text-muted">
        <Button variant="link" onClick={onSignUp}>
          Need an account? Sign up
        </Button>
      </p>
    </form>
  );
}
