import { type ProfileResponse, updateProfileBody } from '@app/shared/profile';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { showApiErrorToast } from '@/lib/api-error-toast';
import { useUpdateProfile } from '../api/update-profile';

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120),
  companyName: z.string().trim().max(160),
  phone: z.string().trim().max(32),
  classification: z.string().trim().max(120),
  bio: z.string().trim().max(2000),
});
type Values = z.infer<typeof schema>;

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

/** Edits my own profile (PUT /api/profile). */
export function ProfileEditForm({ profile, onDone }: { profile: ProfileResponse; onDone: () => void }) {
  const update = useUpdateProfile();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: profile.name,
      companyName: profile.companyName ?? '',
      phone: profile.phone ?? '',
      classification: profile.membership?.classification ?? '',
      bio: profile.bio ?? '',
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((v) => {
    const body = updateProfileBody.parse({
      name: v.name,
      companyName: orNull(v.companyName),
      phone: orNull(v.phone),
      bio: orNull(v.bio),
      ...(profile.membership ? { classification: orNull(v.classification) } : {}),
    });
    update.mutate(body, {
      onSuccess: () => {
        toast({ title: 'Profile saved', variant: 'success' });
        onDone();
      },
      onError: (error) => showApiErrorToast(error),
    });
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label="Name" error={errors.name?.message}>
        <Input autoComplete="name" {...form.register('name')} />
      </Field>
      <Field label="Company" optional error={errors.companyName?.message}>
        <Input autoComplete="organization" {...form.register('companyName')} />
      </Field>
      <Field label="Phone" optional error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" {...form.register('phone')} />
      </Field>
      {profile.membership ? (
        <Field label="Classification" optional hint="Your business category, e.g. Commercial Insurance.">
          <Input {...form.register('classification')} />
        </Field>
      ) : null}
      <Field label="About you" optional error={errors.bio?.message}>
        <Textarea rows={4} {...form.register('bio')} />
      </Field>
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
