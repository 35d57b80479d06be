import type { MeetingItem } from '@app/shared/meetings';
import { useEffect, useState } from 'react';
import { apiFieldErrors, issueFieldErrors, placeFieldErrors } from '@/components/form-errors';
import { FormRefusal } from '@/components/form-refusal';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { formatMeetingShort } from '@/features/meetings/public/meeting-time';
import { apiErrorText } from '@/lib/api-error-text';
import { useForm } from '@/lib/form/use-form';
import { FORM_RULES_UNAVAILABLE } from '@/lib/lazy-resolver';
import { loadOnce } from '@/lib/load-once';
import { useInviteVisitor } from '../api/visitor-actions';

// The shared schema (and zod with it) loads when the form is first focused or touched.
const loadVisitorSchemas = loadOnce(() => import('@app/shared/visitors'));
const preloadVisitorSchemas = () => void loadVisitorSchemas().catch(() => undefined);

export interface InviteValues {
  name: string;
  email: string;
  company: string;
  meetingId: string;
}

const FIELDS = ['name', 'email', 'company', 'meetingId'] as const;

/** Invite a guest: name, e-mail, company and one of the upcoming meetings (checked by the shared schema). */
export function InviteForm({
  meetings,
  meetingsLoading,
  preselectedMeetingId,
}: {
  meetings: MeetingItem[];
  meetingsLoading: boolean;
  preselectedMeetingId: number | null;
}) {
  const invite = useInviteVisitor();
  const initial = meetings.some((m) => m.id === preselectedMeetingId)
    ? String(preselectedMeetingId)
    : String(meetings[0]?.id ?? '');
  const form = useForm<InviteValues>({
    defaultValues: { name: '', email: '', company: '', meetingId: initial },
  });
  // The meetings arrive after the form: it offers the chosen meeting unless the user picked another.
  useEffect(() => form.setDefaultValue('meetingId', initial), [form, initial]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    const schemas = await loadVisitorSchemas().catch(() => null);
    if (!schemas) {
      setRefusal(FORM_RULES_UNAVAILABLE);
      return;
    }
    const parsed = schemas.inviteVisitorBody.safeParse({
      name: values.name,
      email: values.email,
      ...(values.company.trim() ? { company: values.company } : {}),
      meetingId: values.meetingId ? Number(values.meetingId) : null,
    });
    if (!parsed.success) {
      placeFieldErrors(form.setError, FIELDS, issueFieldErrors(parsed.error.issues));
      return;
    }
    try {
      const visitor = await invite.mutateAsync(parsed.data);
      toast({
        title: 'Invitation sent',
        description: `${visitor.name} gets an e-mail to accept or decline.`,
        variant: 'success',
      });
      form.reset({ name: '', email: '', company: '', meetingId: values.meetingId });
    } catch (error) {
      if (placeFieldErrors(form.setError, FIELDS, apiFieldErrors(error)) === 0) {
        setRefusal(apiErrorText(error, 'The invitation could not be sent. Please try again.'));
      }
    }
  });

  return (
    <form
      onSubmit={submit}
      onFocus={preloadVisitorSchemas}
      onPointerDown={preloadVisitorSchemas}
      noValidate
      aria-label="Invite a visitor"
      className="space-y-4"
    >
      <fieldset disabled={isSubmitting} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">The visitor</legend>
        <Field label="Name" error={errors.name?.message}>
          <Input autoComplete="off" {...form.register('name')} />
        </Field>
        <Field label="E-mail" error={errors.email?.message}>
          <Input type="email" autoComplete="off" inputMode="email" {...form.register('email')} />
        </Field>
        <Field label="Company" optional error={errors.company?.message}>
          <Input autoComplete="off" {...form.register('company')} />
        </Field>
        <Field
          label="Meeting"
          error={errors.meetingId?.message}
          hint={meetingsLoading ? 'Loading the upcoming meetings…' : undefined}
        >
          <Select {...form.register('meetingId')}>
            {meetings.map((m) => (
              <option key={m.id} value={m.id}>
                {`${m.title}, ${formatMeetingShort(m.start)}`}
              </option>
            ))}
            <option value="">No particular meeting</option>
          </Select>
        </Field>
      </fieldset>
      <FormRefusal>{refusal}</FormRefusal>
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? 'Sending…' : 'Send invitation'}
        </Button>
      </div>
    </form>
  );
}
