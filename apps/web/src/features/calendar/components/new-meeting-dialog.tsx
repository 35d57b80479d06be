import { createMeetingBody } from '@app/shared/meetings';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { apiFieldErrors, issueFieldErrors, placeFieldErrors } from '@/components/form-errors';
import { FormRefusal } from '@/components/form-refusal';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { fromLocalInput, myTimeZone } from '@/features/meetings/public/meeting-time';
import { apiErrorText } from '@/lib/api-error-text';
import { useForm } from '@/lib/form/use-form';
import { paths } from '@/lib/paths';
import { useCreateMeeting } from '../api/create-meeting';

interface Values {
  title: string;
  start: string;
  end: string;
  location: string;
  agenda: string;
}

const FIELDS = ['title', 'start', 'end', 'location', 'agenda'] as const;
const EMPTY: Values = { title: '', start: '', end: '', location: '', agenda: '' };

/** "New meeting" (manage_meetings): an extra meeting beside the weekly schedule. */
export function NewMeetingDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateMeeting();
  const navigate = useNavigate();
  const form = useForm<Values>({ defaultValues: EMPTY });
  const [refusal, setRefusal] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    const start = fromLocalInput(values.start);
    const end = fromLocalInput(values.end);
    if (!start || !end) {
      if (!start) {
        form.setError('start', { message: 'Enter the start' });
      }
      if (!end) {
        form.setError('end', { message: 'Enter the end' });
      }
      return;
    }
    const parsed = createMeetingBody.safeParse({
      title: values.title,
      start,
      end,
      location: values.location,
      agenda: values.agenda,
    });
    if (!parsed.success) {
      placeFieldErrors(form.setError, FIELDS, issueFieldErrors(parsed.error.issues));
      return;
    }
    try {
      const meeting = await create.mutateAsync(parsed.data);
      toast({ title: 'Meeting created', description: 'Members are told at once.', variant: 'success' });
      form.reset(EMPTY);
      onOpenChange(false);
      await navigate(paths.meeting(meeting.id));
    } catch (error) {
      if (placeFieldErrors(form.setError, FIELDS, apiFieldErrors(error)) === 0) {
        setRefusal(apiErrorText(error, 'The meeting could not be created. Please try again.'));
      }
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (isSubmitting ? undefined : onOpenChange(next))}>
      <DialogContent title="New meeting" description="An extra meeting beside the weekly schedule.">
        <form onSubmit={submit} noValidate aria-label="New meeting" className="space-y-4">
          <Field label="Title" error={errors.title?.message}>
            <Input autoComplete="off" {...form.register('title')} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Starts" hint={`Your time (${myTimeZone()})`} error={errors.start?.message}>
              <Input type="datetime-local" {...form.register('start')} />
            </Field>
            <Field label="Ends" error={errors.end?.message}>
              <Input type="datetime-local" {...form.register('end')} />
            </Field>
          </div>
          <Field label="Location" optional error={errors.location?.message}>
            <Input autoComplete="off" {...form.register('location')} />
          </Field>
          <Field label="Agenda" optional error={errors.agenda?.message}>
            <Textarea {...form.register('agenda')} />
          </Field>
          <FormRefusal>{refusal}</FormRefusal>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Creating…' : 'Create meeting'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
