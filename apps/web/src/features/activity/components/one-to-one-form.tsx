import { LOCATION_MAX, NOTES_MAX } from '@app/shared/activity-limits';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Controller } from '@/lib/form/controller';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useSlipForm } from '../hooks/use-slip-form';
import type { OneToOneValues as Values } from '../lib/slip-schemas';
import { ActivityFormLayout } from './activity-form-layout';
import { MemberPicker } from './member-picker';

const rules = lazyResolver(() => import('../lib/slip-schemas').then((m) => m.slipResolvers.oneToOne));
const DEFAULTS: Values = { receiver: null, date: '', time: '', location: '', notes: '' };

const fieldOf = (path: string) => ({ receiverId: 'receiver', scheduledAt: 'date' })[path] ?? path;

/** /activity/one-to-one: ask a member for a one-to-one; they accept or decline it. */
export function OneToOneForm() {
  const { form, slip, layout } = useSlipForm({
    draftName: 'one-to-one',
    rules,
    defaults: DEFAULTS,
    fieldOf,
    successText: (s) => `One-to-one requested with ${s.receiver?.name ?? 'the member'}.`,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((v) => {
    const notes = v.notes.trim();
    slip.submit({
      kind: 'one_to_one',
      receiverId: v.receiver?.id ?? 0,
      // The day and time are the member's own (the browser's zone); the API takes UTC.
      scheduledAt: new Date(`${v.date}T${v.time}`).toISOString(),
      location: v.location.trim(),
      ...(notes ? { notes } : {}),
    });
  });

  return (
    <ActivityFormLayout
      name="One-to-one"
      intro="Ask a member for a one-to-one: a time and place to learn about each other's business. They accept or decline, and either of you marks it completed after you met."
      onSubmit={submit}
      submitLabel="Request one-to-one"
      {...layout}
    >
      <Controller
        control={form.control}
        name="receiver"
        render={({ field }) => (
          <MemberPicker
            label="Meet with"
            value={field.value}
            onChange={field.onChange}
            error={errors.receiver?.message}
          />
        )}
      />
      <div className="grid grid-cols-2 gap-4">
        <Field label="Day" error={errors.date?.message}>
          <Input type="date" {...form.register('date')} />
        </Field>
        <Field label="Time" error={errors.time?.message}>
          <Input type="time" {...form.register('time')} />
        </Field>
      </div>
      <Field label="Location" hint="A café, an office or a video call link." error={errors.location?.message}>
        <Input autoComplete="off" maxLength={LOCATION_MAX} {...form.register('location')} />
      </Field>
      <Field label="Notes" optional error={errors.notes?.message}>
        <Textarea maxLength={NOTES_MAX} {...form.register('notes')} />
      </Field>
    </ActivityFormLayout>
  );
}
