import { NOTES_MAX } from '@app/shared/activity-limits';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Controller } from '@/lib/form/controller';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useSlipForm } from '../hooks/use-slip-form';
import { CONTACT_MAX } from '../lib/slip-inputs';
import type { ReferralValues as Values } from '../lib/slip-schemas';
import { ActivityFormLayout } from './activity-form-layout';
import { ChoiceGroup } from './choice-group';
import { MemberPicker } from './member-picker';

const rules = lazyResolver(() => import('../lib/slip-schemas').then((m) => m.slipResolvers.referral));
const DEFAULTS: Values = {
  receiver: null,
  contactName: '',
  contactPhone: '',
  contactEmail: '',
  referralType: 'outside',
  temperature: '3',
  notes: '',
};

const TEMPERATURES = [
  { value: '1', label: '1 Cold' },
  { value: '2', label: '2' },
  { value: '3', label: '3' },
  { value: '4', label: '4' },
  { value: '5', label: '5 Hot' },
] as const;

/** The API's paths ("contact.name") to the field showing them. */
const fieldOf = (path: string) =>
  ({
    receiverId: 'receiver',
    'contact.name': 'contactName',
    'contact.phone': 'contactPhone',
    'contact.email': 'contactEmail',
    contact: 'contactName',
  })[path] ?? path;

/** /activity/referral: pass a referral to a member (pending until leadership approves it). */
export function ReferralForm() {
  const { form, slip, layout } = useSlipForm({
    draftName: 'referral',
    rules,
    defaults: DEFAULTS,
    fieldOf,
    successText: (s) => `Referral passed to ${s.receiver?.name ?? 'the member'}.`,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((v) => {
    const phone = v.contactPhone.trim();
    const email = v.contactEmail.trim();
    const notes = v.notes.trim();
    slip.submit({
      kind: 'referral',
      receiverId: v.receiver?.id ?? 0,
      contact: { name: v.contactName.trim(), ...(phone ? { phone } : {}), ...(email ? { email } : {}) },
      referralType: v.referralType,
      temperature: Number(v.temperature),
      ...(notes ? { notes } : {}),
    });
  });

  return (
    <ActivityFormLayout
      name="Referral"
      intro="Pass a business opportunity to a member: who to contact, how to reach them and how warm the lead is. Leadership approves it before it counts."
      onSubmit={submit}
      submitLabel="Pass referral"
      {...layout}
    >
      <Controller
        control={form.control}
        name="receiver"
        render={({ field }) => (
          <MemberPicker
            label="Referral for"
            value={field.value}
            onChange={field.onChange}
            error={errors.receiver?.message}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Contact name" error={errors.contactName?.message} className="sm:col-span-2">
          <Input autoComplete="off" maxLength={CONTACT_MAX} {...form.register('contactName')} />
        </Field>
        <Field label="Contact phone" optional error={errors.contactPhone?.message}>
          <Input type="tel" autoComplete="off" {...form.register('contactPhone')} />
        </Field>
        <Field label="Contact email" optional error={errors.contactEmail?.message}>
          <Input type="email" autoComplete="off" {...form.register('contactEmail')} />
        </Field>
      </div>
      <Controller
        control={form.control}
        name="referralType"
        render={({ field }) => (
          <ChoiceGroup
            label="Referral type"
            name="referralType"
            value={field.value}
            onChange={field.onChange}
            options={[
              { value: 'inside', label: 'Inside (for the member)' },
              { value: 'outside', label: 'Outside (a third party)' },
            ]}
            error={errors.referralType?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="temperature"
        render={({ field }) => (
          <ChoiceGroup
            label="Temperature"
            name="temperature"
            hint="1 is a name to call, 5 is ready to buy."
            value={field.value}
            onChange={field.onChange}
            options={TEMPERATURES}
            error={errors.temperature?.message}
          />
        )}
      />
      <Field label="Notes" optional error={errors.notes?.message}>
        <Textarea maxLength={NOTES_MAX} {...form.register('notes')} />
      </Field>
    </ActivityFormLayout>
  );
}
