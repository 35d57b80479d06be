import type { LoginResponse } from '@app/shared/auth';
import { type FormEvent, useRef, useState } from 'react';
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

interface LoginErrors {
  email?: string;
  password?: string;
}

const requiredErrors = (email: string, password: string): LoginErrors => ({
  ...(email ? {} : { email: 'Email is required' }),
  ...(password ? {} : { password: 'Password is required' }),
});

/**
 * The sign-in form. Two required fields need no form library: the first screen of the app stays
 * light (the form state of lib/form loads with the other forms). Errors show on submit, then follow typing.
 */
export function LoginForm(props: LoginFormProps) {
  const { waitSeconds, onError, onSuccess, onForgotPassword, onSignUp } = props;
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<LoginErrors | null>(null);
  const mutation = useLogin();

  const values = () => ({ email: emailRef.current?.value ?? '', password: passwordRef.current?.value ?? '' });
  const revalidate = () => {
    if (errors) {
      const { email, password } = values();
      setErrors(requiredErrors(email, password));
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { email, password } = values();
    const found = requiredErrors(email, password);
    setErrors(found);
    if (found.email || found.password) {
      (found.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    onError(null);
    try {
      onSuccess(await mutation.mutateAsync({ email: email.trim(), password }));
    } catch (err) {
      onError(describeLoginError(err));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4" aria-label="Sign in">
      <Field label="Email" error={errors?.email}>
        <Input
          ref={emailRef}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          defaultValue={props.defaultEmail ?? ''}
          onChange={revalidate}
        />
      </Field>
      <Field label="Password" error={errors?.password}>
        <PasswordInput
          ref={passwordRef}
          name="password"
          autoComplete="current-password"
          onChange={revalidate}
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
