import { TITLE_MAX } from '@app/shared/activity-limits';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useSlipForm } from '../hooks/use-slip-form';
import { todayInput } from '../lib/slip-inputs';
import type { TrainingCreditValues as Values } from '../lib/slip-schemas';
import { ActivityFormLayout } from './activity-form-layout';

const rules = lazyResolver(() => import('../lib/slip-schemas').then((m) => m.slipResolvers.trainingCredit));
const defaults = (): Values => ({ title: '', date: todayInput(), credits: '1' });

/** /activity/training-credits: training I attended (no receiver; counts as CEU). */
export function TrainingCreditForm() {
  const empty = defaults();
  const { form, slip, layout } = useSlipForm({
    draftName: 'training-credits',
    rules,
    defaults: empty,
    successText: (s) => `Training credit recorded${s.title ? `: ${s.title}` : ''}.`,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((v) =>
    slip.submit({ kind: 'training_credit', title: v.title.trim(), date: v.date, credits: Number(v.credits) }),
  );

  return (
    <ActivityFormLayout
      name="Training credit"
      intro="Record training you attended so it counts towards your education credits (CEU)."
      onSubmit={submit}
      submitLabel="Record training"
      {...layout}
    >
      <Field label="Course or event" error={errors.title?.message}>
        <Input autoComplete="off" maxLength={TITLE_MAX} {...form.register('title')} />
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field label="Day" error={errors.date?.message}>
          <Input type="date" {...form.register('date')} />
        </Field>
        <Field label="Credits" hint="0.5 to 10, in steps of 0.5." error={errors.credits?.message}>
          <Input
            type="number"
            inputMode="decimal"
            min={0.5}
            max={10}
            step={0.5}
            {...form.register('credits')}
          />
        </Field>
      </div>
    </ActivityFormLayout>
  );
}
