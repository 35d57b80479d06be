import { TESTIMONIAL_MAX, TESTIMONIAL_MIN } from '@app/shared/activity-limits';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { useSlipForm } from '../hooks/use-slip-form';
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
const DEFAULTS: Values = { receiver: null, content: '' };
const fieldOf = (path: string) => ({ receiverId: 'receiver' })[path] ?? path;

/** /activity/testimonials: a testimonial shown on the member's profile. */
export function TestimonialForm() {
  const { form, slip, layout } = useSlipForm({
    draftName: 'testimonials',
    schema,
    defaults: DEFAULTS,
    fieldOf,
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
      {...layout}
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
