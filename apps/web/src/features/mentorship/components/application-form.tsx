import { APPLICATION_MESSAGE_MAX, GOALS_MAX } from '@app/shared/mentorship-limits';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { apiFieldErrors } from '@/components/form-errors';
import { FormRefusal } from '@/components/form-refusal';
import { LazyRulesForm } from '@/components/lazy-rules-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { apiErrorText } from '@/lib/api-error-text';
import { useSession } from '@/lib/auth/session';
import { FORM_RULES_UNAVAILABLE } from '@/lib/lazy-resolver';
import { useApplyForMentorship } from '../api/applications';
import { useMentors } from '../api/get-mentors';
import { loadMentorshipSchemas, preloadMentorshipSchemas } from '../lib/mentorship-schemas';

type Errors = Partial<Record<'mentorId' | 'goals' | 'message', string>>;

/** Mentorship Application: pick a mentor (from ?mentor= when coming from the directory), goals, message. */
export function ApplicationForm() {
  const [params] = useSearchParams();
  const { user } = useSession();
  const mentors = useMentors({});
  const apply = useApplyForMentorship();
  const [mentorId, setMentorId] = useState(params.get('mentor') ?? '');
  const [goals, setGoals] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const choices = (mentors.data?.items ?? []).filter(
    (m) => m.id !== user?.id && (m.available || String(m.id) === mentorId),
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setRefusal(null);
    const schemas = await loadMentorshipSchemas().catch(() => null);
    if (!schemas) {
      setRefusal(FORM_RULES_UNAVAILABLE);
      return;
    }
    const parsed = schemas.mentorshipApplicationBody.safeParse({
      mentorId: Number(mentorId),
      goals,
      message,
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as keyof Errors;
        next[field] ??= field === 'mentorId' ? 'Choose a mentor' : issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    const name = choices.find((m) => m.id === parsed.data.mentorId)?.name ?? 'the mentor';
    apply.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: `Application sent to ${name}`, variant: 'success' });
        setMentorId('');
        setGoals('');
        setMessage('');
      },
      onError: (error) => {
        const details = apiFieldErrors(error);
        if (details.length > 0) {
          setErrors(Object.fromEntries(details.map((d) => [d.field, d.message])));
          return;
        }
        setRefusal(apiErrorText(error, 'Your application could not be sent. Please try again.'));
      },
    });
  };

  return (
    <LazyRulesForm
      onSubmit={(e) => void submit(e)}
      aria-label="Mentorship application"
      className="space-y-4 rounded-xl border border-border bg-card p-4 shadow-xs sm:p-6"
      preload={preloadMentorshipSchemas}
    >
      <Field
        label="Mentor"
        error={errors.mentorId}
        hint={mentors.data && choices.length === 0 ? 'No mentor has a free place right now.' : undefined}
      >
        <Select value={mentorId} onChange={(e) => setMentorId(e.target.value)}>
          <option value="">{mentors.isPending ? 'Loading mentors…' : 'Choose a mentor'}</option>
          {choices.map((m) => (
            <option key={m.id} value={String(m.id)}>
              {m.expertise.length > 0 ? `${m.name} (${m.expertise.slice(0, 3).join(', ')})` : m.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Your goals" hint="What would you like to get better at?" error={errors.goals}>
        <Textarea value={goals} onChange={(e) => setGoals(e.target.value)} maxLength={GOALS_MAX} rows={4} />
      </Field>
      <Field label="Message to the mentor" optional error={errors.message}>
        <Textarea
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          maxLength={APPLICATION_MESSAGE_MAX}
        />
      </Field>
      <FormRefusal>{refusal}</FormRefusal>
      <div className="flex justify-end">
        <Button type="submit" disabled={apply.isPending} className="w-full sm:w-auto">
          {apply.isPending ? 'Sending…' : 'Send application'}
        </Button>
      </div>
    </LazyRulesForm>
  );
}
