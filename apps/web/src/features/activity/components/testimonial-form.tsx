import { TESTIMONIAL_MAX, TESTIMONIAL_MIN } from '@app/shared/activity-limits';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { Controller } from '@/lib/form/controller';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useSlipForm } from '../hooks/use-slip-form';
import type { TestimonialValues as Values } from '../lib/slip-schemas';
import { ActivityFormLayout } from './activity-form-layout';
import { MemberPicker } from './member-picker';

const rules = lazyResolver(() => import('../lib/slip-schemas').then((m) => m.slipResolvers.testimonial));
const DEFAULTS: Values = { receiver: null, content: '' };
const fieldOf = (path: string) => ({ receiverId: 'receiver' })[path] ?? path;

/** /activity/testimonials: a testimonial shown on the member's profile. */
export function TestimonialForm() {
  const { form, slip, layout } = useSlipForm({
    draftName: 'testimonials',
    rules,
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
