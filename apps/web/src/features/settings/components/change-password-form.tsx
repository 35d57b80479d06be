import { apiFieldErrors, placeFieldErrors } from '@/components/form-errors';
import { FormRefusal } from '@/components/form-refusal';
import { LazyRulesForm } from '@/components/lazy-rules-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { showApiErrorToast } from '@/lib/api-error-toast';
import { commonPasswordProblem, warmCommonPasswords } from '@/lib/common-password';
import { useForm } from '@/lib/form/use-form';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useChangePassword } from '../api/change-password';
import type { ChangePasswordValues as Values } from '../lib/account-form-rules';

// The form's rules (zod and the shared schema) load when the form is first focused or touched.
const rules = lazyResolver(() => import('../lib/account-form-rules').then((m) => m.changePasswordResolver));
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm<Values>({
    resolver: rules.resolver,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    // Beside the schema's five rules: the common-password list, loaded on demand.
    const common = await commonPasswordProblem(newPassword);
    if (common) {
      form.setError('newPassword', { message: common }, { shouldFocus: true });
      return;
    }
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset();
          toast({
            title: 'Password changed',
            description: 'Your other devices have been signed out.',
            variant: 'success',
          });
        },
        onError: (error) => {
          if (placeFieldErrors(form.setError, FIELDS, apiFieldErrors(error)) === 0) {
            showApiErrorToast(error);
          }
        },
      },
    );
  });

  return (
    <LazyRulesForm onSubmit={submit} className="max-w-md space-y-4" preload={rules.preload}>
      {/* The rules could not load (offline). */}
      <FormRefusal>{errors.root?.message}</FormRefusal>
      <Field label="Current password" error={errors.currentPassword?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
      </Field>
      <Field
        label="New password"
        hint="At least 8 characters with an uppercase and a lowercase letter, a number and a special character."
        error={errors.newPassword?.message}
      >
        <Input
          type="password"
          autoComplete="new-password"
          onFocus={warmCommonPasswords}
          {...form.register('newPassword')}
        />
      </Field>
      <Field label="Confirm new password" error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
      </Field>
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? <Spinner className="size-4" label="Saving" /> : null}
        Change password
      </Button>
    </LazyRulesForm>
  );
}
