import { MEETING_TITLE_MAX } from '@app/shared/meeting-limits';
import type { MeetingDetail } from '@app/shared/meetings';
import { useState } from 'react';
import { apiFieldErrors } from '@/components/form-errors';
import { FormRefusal } from '@/components/form-refusal';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { apiErrorText } from '@/lib/api-error-text';
import { useForm } from '@/lib/form/use-form';
import type { MeetingChanges } from '../api/update-meeting';
import { fromLocalInput, myTimeZone, toLocalInput } from '../public/meeting-time';

interface Values {
  title: string;
  start: string;
  end: string;
  location: string;
  agenda: string;
}

const SERVER_FIELDS = ['title', 'start', 'end', 'location', 'agenda'] as const;

/** Title, time, place and agenda of one meeting; only the changed fields are sent. */
export function MeetingEditForm({
  meeting,
  onSave,
  onCancel,
}: {
  meeting: MeetingDetail;
  onSave: (body: MeetingChanges) => Promise<unknown>;
  onCancel: () => void;
}) {
  const initial: Values = {
    title: meeting.title,
    start: toLocalInput(meeting.start),
    end: toLocalInput(meeting.end),
    location: meeting.location ?? '',
    agenda: meeting.agenda ?? '',
  };
  const form = useForm<Values>({ defaultValues: initial });
  const [refusal, setRefusal] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    const start = fromLocalInput(values.start);
    const end = fromLocalInput(values.end);
    if (!start) {
      form.setError('start', { message: 'Enter the start' });
      return;
    }
    if (!end || end <= start) {
      form.setError('end', { message: 'The end must be after the start' });
      return;
    }
    const body: MeetingChanges = {};
    if (values.title.trim() !== initial.title) {
      body.title = values.title.trim();
    }
    if (values.start !== initial.start) {
      body.start = start;
    }
    if (values.end !== initial.end || body.start) {
      body.end = end;
    }
    if (values.location.trim() !== initial.location) {
      body.location = values.location.trim() || null;
    }
    if (values.agenda.trim() !== initial.agenda) {
      body.agenda = values.agenda.trim() || null;
    }
    try {
      await onSave(body);
    } catch (error) {
      const placed = apiFieldErrors(error).filter((d) =>
        (SERVER_FIELDS as readonly string[]).includes(d.field),
      );
      for (const d of placed) {
        form.setError(d.field as (typeof SERVER_FIELDS)[number], { message: d.message });
      }
      if (placed.length === 0) {
        setRefusal(apiErrorText(error, 'The meeting could not be saved. Please try again.'));
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Edit meeting" className="space-y-4">
      <fieldset disabled={isSubmitting} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Title, time and place</legend>
        <Field label="Title" error={errors.title?.message} className="sm:col-span-2">
          <Input
            autoComplete="off"
            {...form.register('title', {
              validate: (v) =>
                v.trim().length === 0
                  ? 'Title is required'
                  : v.trim().length <= MEETING_TITLE_MAX || `At most ${MEETING_TITLE_MAX} characters`,
            })}
          />
        </Field>
        <Field label="Starts" hint={`Your time (${myTimeZone()})`} error={errors.start?.message}>
          <Input type="datetime-local" {...form.register('start', { required: 'Enter the start' })} />
        </Field>
        <Field label="Ends" error={errors.end?.message}>
          <Input type="datetime-local" {...form.register('end', { required: 'Enter the end' })} />
        </Field>
        <Field label="Location" optional error={errors.location?.message} className="sm:col-span-2">
          <Input
            autoComplete="off"
            {...form.register('location', {
              validate: (v) => v.trim().length <= 500 || 'At most 500 characters',
            })}
          />
        </Field>
        <Field label="Agenda" optional error={errors.agenda?.message} className="sm:col-span-2">
          <Textarea
            rows={6}
            {...form.register('agenda', {
              validate: (v) => v.trim().length <= 5000 || 'At most 5,000 characters',
            })}
          />
        </Field>
      </fieldset>
      <FormRefusal>{refusal}</FormRefusal>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Back
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
