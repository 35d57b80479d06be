import { GROUP_CODE_LENGTH } from '@app/shared/constants';
import { PASSWORD_REQUIREMENTS_TITLE } from '@app/shared/password-rules';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { newPasswordProblems, warmCommonPasswords } from '@/lib/common-password';
import { useForm } from '@/lib/form/use-form';
import { useRegister } from '../api/register';
import type { AuthErrorView } from '../lib/auth-error-view';
import { describeRegistrationError } from '../lib/registration-error';
import { PasswordInput } from './password-input';
import { SubmitButton } from './submit-button';

interface RegisterFormProps {
  onError: (error: AuthErrorView | null) => void;
  onRegistered: (message: string, email: string) => void;
  onSignIn: () => void;
}

interface RegisterValues {
  name: string;
  email: string;
  password: string;
  groupCode: string;
}

export const GROUP_CODE_HINT = 'Enter a 6-digit group code';

/** The registration form: no request is made while the password breaks one of the five rules. */
export function RegisterForm({ onError, onRegistered, onSignIn }: RegisterFormProps) {
  const { register, handleSubmit, formState } = useForm<RegisterValues>({
    defaultValues: { name: '', email: '', password: '', groupCode: '' },
  });
  const mutation = useRegister();

  const submit = handleSubmit(async (values) => {
    onError(null);
    const problems = await newPasswordProblems(values.password);
    if (problems.length > 0) {
      onError({
        title: PASSWORD_REQUIREMENTS_TITLE,
        message: 'Your password must:',
        tone: 'destructive',
        items: problems,
      });
      return;
    }
    const email = values.email.trim();
    try {
      const answer = await mutation.mutateAsync({
        name: values.name.trim(),
        email,
        password: values.password,
        ...(values.groupCode ? { groupCode: values.groupCode } : {}),
      });
      onRegistered(answer.message, email);
    } catch (err) {
      onError(describeRegistrationError(err));
    }
  });

  const groupCode = register('groupCode', {
    pattern: { value: /^(\d{6})?$/, message: GROUP_CODE_HINT },
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Create an account">
      <Field label="Full name" error={formState.errors.name?.message}>
        <Input autoComplete="name" {...register('name', { required: 'Name is required' })} />
      </Field>
      <Field label="Email" error={formState.errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          {...register('email', { required: 'Email is required' })}
        />
      </Field>
      <Field label="Password" error={formState.errors.password?.message}>
        <PasswordInput
          autoComplete="new-password"
          onFocus={warmCommonPasswords}
          {...register('password', { required: 'Password is required' })}
        />
      </Field>
      <Field label="Group code" optional hint={GROUP_CODE_HINT} error={formState.errors.groupCode?.message}>
        <Input
          inputMode="numeric"
          autoComplete="off"
          maxLength={GROUP_CODE_LENGTH}
          pattern="[0-9]*"
          {...groupCode}
          onChange={(event) => {
            event.target.value = event.target.value.replace(/\D/g, '').slice(0, GROUP_CODE_LENGTH);
            void groupCode.onChange(event);
          }}
        />
      </Field>
      <SubmitButton pending={mutation.isPending} pendingLabel="Creating your account">
        Create account
      </SubmitButton>
      <p className="text-center text-sm text-muted">
        <Button variant="link" onClick={onSignIn}>
          Already have an account? Sign in
        </Button>
      </p>
    </form>
  );
}
