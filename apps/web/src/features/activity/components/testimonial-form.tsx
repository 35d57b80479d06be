import { TESTIMONIAL_MAX, TESTIMONIAL_MIN } from '@app/shared/activities';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { useDraftDefaults, useFormDraft } from '../hooks/use-form-draft';
import { useSubmitSlip } from '../hooks/use-submit-slip';
import { pickedMember } from '../lib/slip-form-rules';
import { ActivityFormLayout } from './activity-form-layout';
import { MemberPicker } from './member-picker';

const schema = z.object({
  receiver: pickedMember('Choose the member the testimonial is for'),
  content: z
    .string()
    .trim()
    .min(TESTIMONIAL_MIN, `Write at least ${TESTIMONIAL_MIN} characters`)
    .max(TESTIMONIAL_MAX, `At most ${TESTIMONIAL_MAX} characters`)
    .refine((v) => !v.includes('\u0000'), 'Contains an invalid character'),
});
type Values = z.input<typeof schema>;
const FIELDS = Object.keys(schema.shape) as (keyof Values)[];
const DEFAULTS: Values = { receiver: null, content: '' };
const fieldOf = (path: string) => ({ receiverId: 'receiver' })[path] ?? path;

/** /activity/testimonials: a testimonial shown on the member's profile. */
export function TestimonialForm() {
  const initial = useDraftDefaults('testimonials', DEFAULTS);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: initial.values });
  const draft = useFormDraft('testimonials', form, DEFAULTS, initial.restored);
  const slip = useSubmitSlip({
    draftName: 'testimonials',
    form,
    fields: FIELDS,
    fieldOf,
    defaults: DEFAULTS,
    successText: (s) => `Testimonial for ${s.receiver?.name ?? 'the member'} recorded.`,
  });
  const { errors } = form.formState;
  const length = form.watch('content').trim().length;

  const submit = form.handleSubmit((v) =>
    slip.submit({ kind: 'testimonial', receiverId: v.receiver?.id ?? 0, content: v.content.trim() }),
  );

  return (
    <ActivityFormLayout
      name="Testimonial"
      intro="Vouch for a member whose work you know. Your testimonial appears on their profile."
      onSubmit={submit}
      submitLabel="Give testimonial"
      pending={slip.pending}
      refusal={slip.refusal}
      restored={draft.restored}
      onDiscard={draft.discard}
      done={slip.done}
    >
      <Controller
        control={form.control}
        name="receiver"
        render={({ field }) => (
          <MemberPicker
            label="Testimonial for"
            value={field.value}
            onChange={field.onChange}
            error={errors.receiver?.message}
          />
        )}
      />
      <Field
        label="Testimonial"
        hint={`${length} of ${TESTIMONIAL_MAX} characters (at least ${TESTIMONIAL_MIN}).`}
        error={errors.content?.message}
      >
        <Textarea rows={6} maxLength={TESTIMONIAL_MAX} {...form.register('content')} />
      </Field>
    </ActivityFormLayout>
  );
}
