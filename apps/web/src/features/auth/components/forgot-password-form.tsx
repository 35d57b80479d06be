import { RESET_REQUEST_MESSAGE } from '@app/shared/auth-texts';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { useForm } from '@/lib/form/use-form';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { SubmitButton } from './submit-button';

/**
 * Forgot password: after the request, success or failure alike, the form is replaced by a
 * confirmation and the toast 'Check your email' (docs/architecture.md 16.4 and 16.7).
 */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [sent, setSent] = useState(false);
  const { register, handleSubmit, formState } = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const mutation = useRequestPasswordReset();

  const submit = handleSubmit(async ({ email }) => {
    try {
      await mutation.mutateAsync(email.trim());
    } catch {
      // The answer is the same either way, so nobody learns whether the account exists.
    }
    toast({ title: 'Check your email', description: RESET_REQUEST_MESSAGE });
    setSent(true);
  });

  if (sent) {
    return (
      <div className="space-y-5 text-center" role="status">
        <MailCheck aria-hidden="true" className="mx-auto size-10 text-brand-700 dark:text-brand-300" />
        <p className="text-lg font-semibold">Check your email</p>
        <p className="text-sm text-muted">{RESET_REQUEST_MESSAGE}</p>
        <Button variant="outline" className="w-full" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Back to sign in
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Reset your password">
      <p className="text-sm text-muted">
        Enter your account's email and we will send you a link to choose a new password.
      </p>
      <Field label="Email" error={formState.errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          {...register('email', { required: 'Email is required' })}
        />
      </Field>
      <SubmitButton pending={mutation.isPending} pendingLabel="Sending">
        Send reset link
      </SubmitButton>
      <Button variant="ghost" className="w-full" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        Back to sign in
      </Button>
    </form>
  );
}
