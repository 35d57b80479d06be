import type { MentorItem } from '@app/shared/mentorship';
import { EXPERTISE_TAG_MAX, MENTOR_CAPACITY_MAX, MENTOR_CAPACITY_MIN } from '@app/shared/mentorship-limits';
import { BIO_MAX } from '@app/shared/person-limits';
import { type FormEvent, useId, useState } from 'react';
import { apiFieldErrors } from '@/components/form-errors';
import { FormRefusal } from '@/components/form-refusal';
import { LazyRulesForm } from '@/components/lazy-rules-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { apiErrorText } from '@/lib/api-error-text';
import { FORM_RULES_UNAVAILABLE } from '@/lib/lazy-resolver';
import { usePutMyMentorProfile } from '../api/my-mentor-profile';
import { loadMentorshipSchemas, preloadMentorshipSchemas } from '../lib/mentorship-schemas';

type Errors = Partial<Record<'expertise' | 'bio' | 'capacity', string>>;

const splitTags = (text: string) =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

/** Offer myself as a mentor (or change the offer): PUT /api/mentors/me, checked with the shared schema. */
export function MentorOfferForm({ current, onDone }: { current: MentorItem | null; onDone: () => void }) {
  const save = usePutMyMentorProfile();
  const acceptingId = useId();
  const [expertise, setExpertise] = useState(current?.expertise.join(', ') ?? '');
  const [bio, setBio] = useState(current?.bio ?? '');
  const [capacity, setCapacity] = useState(String(current?.capacity ?? 2));
  const [accepting, setAccepting] = useState(current?.accepting ?? true);
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setRefusal(null);
    const schemas = await loadMentorshipSchemas().catch(() => null);
    if (!schemas) {
      setRefusal(FORM_RULES_UNAVAILABLE);
      return;
    }
    const parsed = schemas.mentorProfileBody.safeParse({
      expertise: splitTags(expertise),
      bio,
      capacity: Number(capacity),
      accepting,
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as keyof Errors;
        next[field] ??= issue.path.length > 1 ? `Each area: ${issue.message}` : issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => {
        toast({
          title: current ? 'Your mentor offer was updated' : 'You are now listed as a mentor',
          variant: 'success',
        });
        onDone();
      },
      onError: (error) => {
        const details = apiFieldErrors(error);
        if (details.length > 0) {
          setErrors(Object.fromEntries(details.map((d) => [d.field.split('.')[0], d.message])));
          return;
        }
        setRefusal(apiErrorText(error, 'Your offer could not be saved.'));
      },
    });
  };

  return (
    <LazyRulesForm
      onSubmit={(e) => void submit(e)}
      aria-label="Mentor offer"
      className="space-y-4"
      preload={preloadMentorshipSchemas}
    >
      <Field
        label="Areas of expertise"
        hint={`Separate them with commas, e.g. Marketing, Sales, Finance (each at most ${EXPERTISE_TAG_MAX} characters).`}
        error={errors.expertise}
      >
        <Input value={expertise} onChange={(e) => setExpertise(e.target.value)} autoComplete="off" />
      </Field>
      <Field label="About your mentoring" optional error={errors.bio}>
        <Textarea value={bio} onChange={(e) => setBio(e.target.value)} maxLength={BIO_MAX} />
      </Field>
      <div className="grid grid-cols-2 items-end gap-4">
        <Field label="Mentees at a time" error={errors.capacity}>
          <Select value={capacity} onChange={(e) => setCapacity(e.target.value)}>
            {Array.from(
              { length: MENTOR_CAPACITY_MAX - MENTOR_CAPACITY_MIN + 1 },
              (_, i) => i + MENTOR_CAPACITY_MIN,
            ).map((n) => (
              <option key={n} value={String(n)}>
                {n}
              </option>
            ))}
          </Select>
        </Field>
        <label htmlFor={acceptingId} className="flex min-h-10 items-center gap-2 text-sm">
          <Checkbox id={acceptingId} checked={accepting} onChange={(e) => setAccepting(e.target.checked)} />
          Accepting new mentees
        </label>
      </div>
      <FormRefusal>{refusal}</FormRefusal>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : current ? 'Save offer' : 'Offer to mentor'}
        </Button>
      </div>
    </LazyRulesForm>
  );
}
