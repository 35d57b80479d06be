import type { SupportMessageBody } from '@app/shared/support';
import { SUPPORT_MESSAGE_MAX } from '@app/shared/support-limits';
import { Send } from 'lucide-react';
import { FormRefusal } from '@/components/form-refusal';
import { LazyRulesForm } from '@/components/lazy-rules-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { showApiErrorToast } from '@/lib/api-error-toast';
import { useForm } from '@/lib/form/use-form';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useSendSupportMessage } from '../api/send-support-message';

// The form's rules (zod and the shared schema) load when the form is first focused or touched.
const rules = lazyResolver(() => import('../lib/contact-form-rules').then((m) => m.contactFormResolver));

/** Writes to support from inside the app; the answer comes by e-mail. */
export function ContactForm() {
  const send = useSendSupportMessage();
  const form = useForm<SupportMessageBody>({
    resolver: rules.resolver,
    defaultValues: { subject: '', message: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: ({ message }) => {
        form.reset();
        toast({ title: 'Message sent', description: message, variant: 'success' });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 429) {
          toast({
            title: 'Too many messages',
            description: 'Please wait a while before writing again, or e-mail support directly.',
            variant: 'destructive',
          });
          return;
        }
        showApiErrorToast(error);
      },
    }),
  );
  return (
    <LazyRulesForm onSubmit={submit} className="space-y-4" preload={rules.preload}>
      {/* The rules could not load (offline). */}
      <FormRefusal>{errors.root?.message}</FormRefusal>
      <Field label="Subject" error={errors.subject?.message}>
        <Input {...form.register('subject')} />
      </Field>
      <Field
        label="Message"
        hint={`Up to ${SUPPORT_MESSAGE_MAX} characters.`}
        error={errors.message?.message}
      >
        <Textarea rows={5} {...form.register('message')} />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? <Spinner className="size-4" label="Sending" /> : <Send aria-hidden="true" />}
          Send message
        </Button>
      </div>
    </LazyRulesForm>
  );
}
