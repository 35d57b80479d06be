import { NOTES_MAX } from '@app/shared/activity-limits';
import { useEffect } from 'react';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Controller } from '@/lib/form/controller';
import type { useForm } from '@/lib/form/use-form';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useActivities } from '../api/get-activities';
import { useGroupCurrency } from '../api/get-group-currency';
import { useSlipForm } from '../hooks/use-slip-form';
import { CURRENCY_INPUT } from '../lib/slip-inputs';
import type { ClosedBusinessValues as Values } from '../lib/slip-schemas';
import { ActivityFormLayout } from './activity-form-layout';
import { ChoiceGroup } from './choice-group';
import { MemberPicker, type PickedMember } from './member-picker';
import { MoneyField } from './money-field';

const rules = lazyResolver(() => import('../lib/slip-schemas').then((m) => m.slipResolvers.closedBusiness));
const defaults = (currency: string): Values => ({
  receiver: null,
  amount: '',
  currency,
  businessType: 'new',
  referralId: '',
  notes: '',
});

const fieldOf = (path: string) => ({ receiverId: 'receiver' })[path] ?? path.split('.')[0] ?? path;

/** The referrals that member passed me, to say which one the business came from. */
function ReferralChoice({
  from,
  ...props
}: { from: PickedMember | null } & ReturnType<ReturnType<typeof useForm<Values>>['register']>) {
  const referrals = useActivities({ direction: 'received', kind: 'referral', status: null });
  const mine = (referrals.data?.pages.flatMap((p) => p.items) ?? []).filter((r) => r.giver.id === from?.id);
  return (
    <Field label="From referral" optional hint="The referral this business came from, if it came from one.">
      <Select {...props} disabled={!from || mine.length === 0}>
        <option value="">{from && mine.length === 0 ? 'No referral from this member' : 'None'}</option>
        {mine.map((r) => (
          <option key={r.id} value={String(r.id)}>
            {`${r.contact?.name ?? 'Referral'} · ${new Date(r.createdAt).toLocaleDateString('en-GB')}`}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** /activity/closed-business: thank a member for business that closed (pending until approved). */
export function ClosedBusinessForm() {
  const groupCurrency = useGroupCurrency();
  const empty = defaults(groupCurrency);
  const { form, slip, layout } = useSlipForm({
    draftName: 'closed-business',
    rules,
    defaults: empty,
    fieldOf,
    successText: (s) => `Closed business recorded for ${s.receiver?.name ?? 'the member'}.`,
  });
  const { errors } = form.formState;
  const receiver = form.watch('receiver');

  useEffect(() => {
    // The group's currency arrives after the first render: it becomes the default unless chosen.
    if (!form.getFieldState('currency').isDirty) {
      form.setValue('currency', groupCurrency);
    }
  }, [form, groupCurrency]);

  const submit = form.handleSubmit((v) => {
    const notes = v.notes.trim();
    const currency = CURRENCY_INPUT.test(v.currency) ? v.currency : groupCurrency;
    slip.submit({
      kind: 'closed_business',
      receiverId: v.receiver?.id ?? 0,
      amount: v.amount.trim().replace(/,/g, ''),
      currency,
      businessType: v.businessType,
      ...(v.referralId ? { referralId: Number(v.referralId) } : {}),
      ...(notes ? { notes } : {}),
    });
  });

  return (
    <ActivityFormLayout
      name="Closed business"
      intro="Thank a member for business that closed from their referral (TYFCB) and record what it was worth. Leadership approves it before it counts."
      onSubmit={submit}
      submitLabel="Record closed business"
      {...layout}
    >
      <Controller
        control={form.control}
        name="receiver"
        render={({ field }) => (
          <MemberPicker
            label="Thank you to"
            hint="The member who referred the business to you."
            value={field.value}
            onChange={(m) => {
              field.onChange(m);
              form.setValue('referralId', '');
            }}
            error={errors.receiver?.message}
          />
        )}
      />
      <MoneyField
        label="Amount"
        amount={form.register('amount')}
        currency={form.register('currency')}
        groupCurrency={groupCurrency}
        error={errors.amount?.message}
      />
      <Controller
        control={form.control}
        name="businessType"
        render={({ field }) => (
          <ChoiceGroup
            label="Business type"
            name="businessType"
            value={field.value}
            onChange={field.onChange}
            options={[
              { value: 'new', label: 'New customer' },
              { value: 'repeat', label: 'Repeat business' },
            ]}
          />
        )}
      />
      <ReferralChoice from={receiver} {...form.register('referralId')} />
      <Field label="Notes" optional error={errors.notes?.message}>
        <Textarea maxLength={NOTES_MAX} {...form.register('notes')} />
      </Field>
    </ActivityFormLayout>
  );
}
