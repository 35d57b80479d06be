import {
  BIO_MAX,
  CLASSIFICATION_MAX,
  COMPANY_NAME_MAX,
  PERSON_NAME_MAX,
  WEBSITE_MAX,
} from '@app/shared/person-limits';
import { type ProfileResponse, updateProfileBody } from '@app/shared/profile';
import { useState } from 'react';
import { z } from 'zod';
import { apiFieldErrors, issueFieldErrors, placeFieldErrors } from '@/components/form-errors';
import { FormRefusal } from '@/components/form-refusal';
import { PhoneField } from '@/components/phone-field';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { apiErrorText } from '@/lib/api-error-text';
import { useForm } from '@/lib/form/use-form';
import { zodRules } from '@/lib/form/zod-rules';
import { useUpdateProfile } from '../api/update-profile';

// The form holds strings; the shared body schema (trimming, empty to null, web address) runs on submit.
const schema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(PERSON_NAME_MAX),
  companyName: z.string().max(COMPANY_NAME_MAX),
  phone: z.string().max(32),
  classification: z.string().max(CLASSIFICATION_MAX),
  website: z.string().max(WEBSITE_MAX),
  bio: z.string().max(BIO_MAX, `At most ${BIO_MAX} characters`),
});
type Values = z.infer<typeof schema>;
const FIELDS = Object.keys(schema.shape) as (keyof Values)[];

interface ProfileEditFormProps {
  profile: ProfileResponse;
  /** Editing someone else (PUT /api/profile?userId=); my own without it. */
  userId?: number;
  onDone: () => void;
}

/** Edits a profile; the server's field errors land on their fields, a refusal shows its reason. */
export function ProfileEditForm({ profile, userId, onDone }: ProfileEditFormProps) {
  const update = useUpdateProfile();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodRules(schema),
    defaultValues: {
      name: profile.name,
      companyName: profile.companyName ?? '',
      phone: profile.phone ?? '',
      classification: profile.membership?.classification ?? '',
      website: profile.website ?? '',
      bio: profile.bio ?? '',
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    setRefusal(null);
    const parsed = updateProfileBody.safeParse({
      ...values,
      ...(profile.membership ? {} : { classification: undefined }),
    });
    if (!parsed.success) {
      placeFieldErrors(form.setError, FIELDS, issueFieldErrors(parsed.error.issues));
      return;
    }
    update.mutate(
      { body: parsed.data, ...(userId === undefined ? {} : { userId }) },
      {
        onSuccess: () => {
          toast({ title: 'Profile saved', variant: 'success' });
          onDone();
        },
        onError: (error) => {
          if (placeFieldErrors(form.setError, FIELDS, apiFieldErrors(error)) === 0) {
            setRefusal(apiErrorText(error, 'The profile could not be saved. Please try again.'));
          }
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Edit profile">
      <Field label="Name" error={errors.name?.message}>
        <Input autoComplete={userId ? 'off' : 'name'} {...form.register('name')} />
      </Field>
      <Field label="Company" optional error={errors.companyName?.message}>
        <Input autoComplete={userId ? 'off' : 'organization'} {...form.register('companyName')} />
      </Field>
      <PhoneField
        error={errors.phone?.message}
        autoComplete={userId ? 'off' : 'tel'}
        {...form.register('phone')}
      />
      {profile.membership ? (
        <Field
          label="Classification"
          optional
          error={errors.classification?.message}
          hint="The business category, e.g. Commercial Insurance."
        >
          <Input {...form.register('classification')} />
        </Field>
      ) : null}
      <Field label="Website" optional error={errors.website?.message}>
        <Input
          type="url"
          inputMode="url"
          autoComplete={userId ? 'off' : 'url'}
          {...form.register('website')}
        />
      </Field>
      <Field label="About" optional error={errors.bio?.message} hint={`At most ${BIO_MAX} characters.`}>
        <Textarea rows={5} {...form.register('bio')} />
      </Field>
      <FormRefusal>{refusal}</FormRefusal>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
