import { useState } from 'react';
import { apiFieldErrors } from '@/components/form-errors';
import { FormRefusal } from '@/components/form-refusal';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { apiErrorText } from '@/lib/api-error-text';
import { useForm } from '@/lib/form/use-form';
import { useSendSubstitute } from '../api/send-substitute';

interface Values {
  substituteName: string;
  substituteEmail: string;
  content: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const FIELDS = ['substituteName', 'substituteEmail', 'content'] as const;

/** "Send a substitute": who comes in my place, with a note for leadership (spec substitution note). */
export function SubstituteDialog({
  meetingId,
  open,
  onOpenChange,
}: {
  meetingId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const send = useSendSubstitute();
  const form = useForm<Values>({ defaultValues: { substituteName: '', substituteEmail: '', content: '' } });
  const [refusal, setRefusal] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    const email = values.substituteEmail.trim();
    const content = values.content.trim();
    try {
      await send.mutateAsync({
        meetingId,
        body: {
          substituteName: values.substituteName.trim(),
          ...(email ? { substituteEmail: email } : {}),
          ...(content ? { content } : {}),
        },
      });
      toast({ title: 'Substitute sent', description: 'Leadership will confirm it.', variant: 'success' });
      form.reset();
      onOpenChange(false);
    } catch (error) {
      const placed = apiFieldErrors(error).filter((d) => (FIELDS as readonly string[]).includes(d.field));
      for (const d of placed) {
        form.setError(d.field as (typeof FIELDS)[number], { message: d.message });
      }
      if (placed.length === 0) {
        setRefusal(apiErrorText(error, 'The substitute could not be sent. Please try again.'));
      }
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (isSubmitting ? undefined : onOpenChange(next))}>
      <DialogContent
        title="Send a substitute"
        description="Name who will come in your place; leadership approves it."
      >
        <form onSubmit={submit} noValidate className="space-y-4" aria-label="Send a substitute">
          <Field label="Substitute name" error={errors.substituteName?.message}>
            <Input
              autoComplete="off"
              {...form.register('substituteName', {
                validate: (v) => {
                  const t = v.trim();
                  if (!t) {
                    return 'Enter the substitute’s name';
                  }
                  return t.length <= 100 || 'At most 100 characters';
                },
              })}
            />
          </Field>
          <Field label="E-mail" optional error={errors.substituteEmail?.message}>
            <Input
              type="email"
              autoComplete="off"
              {...form.register('substituteEmail', {
                validate: (v) => !v.trim() || EMAIL.test(v.trim()) || 'Enter a valid email address',
              })}
            />
          </Field>
          <Field label="Note" optional error={errors.content?.message}>
            <Textarea
              {...form.register('content', {
                validate: (v) => v.trim().length <= 1000 || 'At most 1,000 characters',
              })}
            />
          </Field>
          <FormRefusal>{refusal}</FormRefusal>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Sending…' : 'Send substitute'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
