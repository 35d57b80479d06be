import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { apiFieldErrors, placeFieldErrors } from '@/components/form-errors';
import { FormRefusal } from '@/components/form-refusal';
import { LazyRulesForm } from '@/components/lazy-rules-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { showApiErrorToast } from '@/lib/api-error-toast';
import { useForm } from '@/lib/form/use-form';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useChangeEmail } from '../api/change-email';
import type { ChangeEmailValues as Values } from '../lib/account-form-rules';

// The form's rules (zod and the shared schema) load when the form is first focused or touched.
const rules = lazyResolver(() => import('../lib/account-form-rules').then((m) => m.changeEmailResolver));
const FIELDS = ['email', 'currentPassword'] as const;

/** Asks for a new e-mail address; it changes only when the link mailed to it is followed. */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string | null }) {
  const change = useChangeEmail();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: rules.resolver,
    defaultValues: { email: '', currentPassword: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    setSent(null);
    change.mutate(values, {
      onSuccess: ({ message }) => {
        form.reset();
        setSent(message);
      },
      onError: (error) => {
        if (placeFieldErrors(form.setError, FIELDS, apiFieldErrors(error)) === 0) {
          showApiErrorToast(error);
        }
      },
    });
  });

  return (
    <LazyRulesForm onSubmit={submit} className="max-w-md space-y-4" preload={rules.preload}>
      {currentEmail ? (
        <p className="text-sm text-muted">
          Current address: <span className="font-medium text-foreground">{currentEmail}</span>
        </p>
      ) : null}
      {sent ? (
        <Alert tone="success" role="status" icon={<MailCheck aria-hidden="true" />}>
          {sent}
        </Alert>
      ) : null}
      {/* The rules could not load (offline). */}
      <FormRefusal>{errors.root?.message}</FormRefusal>
      <Field label="New e-mail address" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </Field>
      <Field label="Current password" error={errors.currentPassword?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
      </Field>
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? <Spinner className="size-4" label="Sending" /> : null}
        Send confirmation link
      </Button>
    </LazyRulesForm>
  );
}
