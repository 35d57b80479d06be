import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Send } from 'lucide-react';
import { FormRefusal } from '@/components/form-refusal';
import { LazyRulesForm } from '@/components/lazy-rules-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useSession } from '@/lib/auth/session';
import { useForm } from '@/lib/form/use-form';
import { lazyResolver } from '@/lib/lazy-resolver';
import { supportContactQueryOptions } from '@/lib/support-contact';
import { useSendErrorReport } from '../api/send-error-report';
import { buildErrorReport, type ReportedError } from '../lib/build-error-report';
import type { ErrorReportFormValues as FormValues } from '../lib/error-report-form-rules';

// The form's rules (zod) load when the form is first focused or touched.
const rules = lazyResolver(() =>
  import('../lib/error-report-form-rules').then((m) => m.errorReportFormResolver),
);

interface ErrorReportFormProps {
  error: ReportedError;
  /** Shows the Back button (the error card's flow). */
  onBack?: () => void;
  onSent?: (reportId: string) => void;
}

/** docs/architecture.md 16.4: the report form; name and e-mail are asked (optional) only when signed out. */
export function ErrorReportForm({ error, onBack, onSent }: ErrorReportFormProps) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const send = useSendErrorReport();
  const form = useForm<FormValues>({
    resolver: rules.resolver,
    defaultValues: { userMessage: '', name: '', email: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const supportEmail = await queryClient
      .fetchQuery(supportContactQueryOptions())
      .then((contact) => contact.email)
      .catch(() => null);
    const body = buildErrorReport({
      error,
      user,
      form: values,
      url: window.location.href,
      userAgent: navigator.userAgent,
      supportEmail,
    });
    send.mutate(body, {
      onSuccess: ({ reportId }) => {
        toast({
          title: 'Error Report Sent',
          description: `Thank you for your report. Reference ID: ${reportId}`,
          variant: 'success',
        });
        onSent?.(reportId);
      },
      onError: () => {
        toast({
          title: 'Failed to Send Report',
          description: 'Please try again or contact support directly.',
          variant: 'destructive',
        });
      },
    });
  });

  return (
    <LazyRulesForm onSubmit={submit} className="space-y-4" preload={rules.preload}>
      {/* The rules could not load (offline). */}
      <FormRefusal>{errors.root?.message}</FormRefusal>
      {user ? null : (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Your name" optional error={errors.name?.message}>
            <Input autoComplete="name" {...form.register('name')} />
          </Field>
          <Field label="Your email" optional error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </Field>
        </div>
      )}
      <Field
        label="What were you doing when this happened?"
        optional
        hint="Steps to repeat it help us most. Technical details are added for you."
        error={errors.userMessage?.message}
      >
        <Textarea rows={4} {...form.register('userMessage')} />
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        {onBack ? (
          <Button variant="outline" onClick={onBack} disabled={send.isPending || form.formState.isSubmitting}>
            <ArrowLeft aria-hidden="true" />
            Back
          </Button>
        ) : null}
        <Button type="submit" disabled={send.isPending || form.formState.isSubmitting}>
          {send.isPending ? <Spinner className="size-4" label="Sending" /> : <Send aria-hidden="true" />}
          Send Report
        </Button>
      </div>
    </LazyRulesForm>
  );
}
