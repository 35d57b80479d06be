import {
  GROUP_CAPACITY_MAX,
  GROUP_LOCATION_MAX,
  GROUP_NAME_MAX,
  MEETING_DURATION_MAX,
} from '@app/shared/group-limits';
import { useId, useState } from 'react';
import { apiFieldErrors } from '@/components/form-errors';
import { FormRefusal } from '@/components/form-refusal';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { apiErrorText } from '@/lib/api-error-text';
import { useForm } from '@/lib/form/use-form';
import { FORM_RULES_UNAVAILABLE } from '@/lib/lazy-resolver';
import { loadOnce } from '@/lib/load-once';
import type { GroupFormBody, GroupFormField, GroupFormValues } from '../lib/group-form-values';
import { currencyOptions, timeZoneGroups, timeZoneLabel, WEEKDAYS } from '../lib/group-options';

// The check with the shared schema (zod) loads when the form is first touched, or on sending.
const loadGroupBody = loadOnce(() => import('../lib/group-body'));
const preloadGroupBody = () => void loadGroupBody().catch(() => undefined);

interface GroupFormProps {
  values: GroupFormValues;
  /** Sends the checked body; a rejection with field errors lands on the fields. */
  onSubmit: (body: GroupFormBody) => Promise<unknown>;
  submitLabel: string;
  /** Shown disabled, without buttons (view_group without manage_group). */
  readOnly?: boolean;
  onCancel?: () => void;
  /** An accessible name for the form. */
  label: string;
}

const SERVER_FIELDS: Record<string, GroupFormField> = {
  name: 'name',
  status: 'status',
  capacity: 'capacity',
  timezone: 'timezone',
  currency: 'currency',
  meetingSchedule: 'weekday',
  'meetingSchedule.weekday': 'weekday',
  'meetingSchedule.time': 'time',
  'meetingSchedule.durationMinutes': 'durationMinutes',
  'meetingSchedule.location': 'location',
};

/**
 * A group's settings: name, status, capacity, time zone, currency and the weekly meeting. Used to
 * create a group, edit one, and for the admin settings (the caller's own group).
 */
export function GroupForm({
  values,
  onSubmit,
  submitLabel,
  readOnly = false,
  onCancel,
  label,
}: GroupFormProps) {
  const id = useId();
  const form = useForm<GroupFormValues>({ defaultValues: values });
  const [refusal, setRefusal] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const hasSchedule = form.watch('hasSchedule');
  const timezone = form.watch('timezone');
  const currency = form.watch('currency');

  const submit = form.handleSubmit(async (current) => {
    setRefusal(null);
    const checked = await loadGroupBody().then(
      (rules) => rules.toGroupBody(current),
      () => null,
    );
    if (!checked) {
      setRefusal(FORM_RULES_UNAVAILABLE);
      return;
    }
    if ('errors' in checked) {
      for (const e of checked.errors) {
        form.setError(e.field, { message: e.message });
      }
      return;
    }
    try {
      await onSubmit(checked.body);
      form.reset(current);
    } catch (error) {
      const placed = apiFieldErrors(error).filter((d) => d.field in SERVER_FIELDS);
      for (const d of placed) {
        form.setError(SERVER_FIELDS[d.field] as GroupFormField, { message: d.message });
      }
      if (placed.length === 0) {
        setRefusal(apiErrorText(error, 'The group could not be saved. Please try again.'));
      }
    }
  });

  return (
    <form
      onSubmit={submit}
      onFocus={preloadGroupBody}
      onPointerDown={preloadGroupBody}
      noValidate
      aria-label={label}
      className="space-y-6"
    >
      <fieldset disabled={readOnly || isSubmitting} className="space-y-4">
        <legend className="mb-3 text-base font-semibold">Group</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Name" error={errors.name?.message} className="sm:col-span-2">
            <Input autoComplete="off" maxLength={GROUP_NAME_MAX * 2} {...form.register('name')} />
          </Field>
          <Field
            label="Status"
            error={errors.status?.message}
            hint="An inactive group accepts no new registrations."
          >
            <Select {...form.register('status')}>
              <option value="active">Active</option>
              <option value="inactive">Inactive</option>
            </Select>
          </Field>
          <Field
            label="Capacity"
            error={errors.capacity?.message}
            hint="The most active and pending members."
          >
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={GROUP_CAPACITY_MAX}
              {...form.register('capacity')}
            />
          </Field>
          <Field label="Time zone" error={errors.timezone?.message}>
            <Select {...form.register('timezone')}>
              {timeZoneGroups(timezone).map((g) => (
                <optgroup key={g.region} label={g.region}>
                  {g.zones.map((z) => (
                    <option key={z} value={z}>
                      {g.region === 'Other' ? z : timeZoneLabel(z)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </Select>
          </Field>
          <Field label="Currency" error={errors.currency?.message}>
            <Select {...form.register('currency')}>
              {currencyOptions(currency).map((c) => (
                <option key={c.code} value={c.code}>
                  {c.label}
                </option>
              ))}
            </Select>
          </Field>
        </div>
      </fieldset>

      <fieldset disabled={readOnly || isSubmitting} className="space-y-4">
        <legend className="mb-3 text-base font-semibold">Weekly meeting</legend>
        <div className="flex items-center gap-3">
          <Checkbox id={`${id}-weekly`} {...form.register('hasSchedule')} />
          <Label htmlFor={`${id}-weekly`}>The group meets every week</Label>
        </div>
        {hasSchedule ? (
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label="Day" error={errors.weekday?.message}>
              <Select {...form.register('weekday')}>
                {WEEKDAYS.map((d) => (
                  <option key={d.value} value={String(d.value)}>
                    {d.label}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label="Time" error={errors.time?.message} hint="In the group's time zone.">
              <Input type="time" step={60} {...form.register('time')} />
            </Field>
            <Field label="Duration (minutes)" error={errors.durationMinutes?.message}>
              <Input
                type="number"
                inputMode="numeric"
                min={5}
                max={MEETING_DURATION_MAX}
                step={5}
                {...form.register('durationMinutes')}
              />
            </Field>
            <Field label="Location" optional error={errors.location?.message} className="sm:col-span-3">
              <Input autoComplete="off" maxLength={GROUP_LOCATION_MAX * 2} {...form.register('location')} />
            </Field>
          </div>
        ) : null}
      </fieldset>

      <FormRefusal>{refusal}</FormRefusal>
      {readOnly ? null : (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {onCancel ? (
            <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : submitLabel}
          </Button>
        </div>
      )}
    </form>
  );
}
