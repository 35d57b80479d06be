import type { ComponentProps } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

type PhoneFieldProps = Omit<ComponentProps<typeof Input>, 'type'> & { error?: string | undefined };

/** The optional phone number of a person form, with the hint on its format. */
export function PhoneField({ error, ...input }: PhoneFieldProps) {
  return (
    <Field label="Phone" optional error={error} hint="With the country code, e.g. +49 151 2345678.">
      <Input type="tel" {...input} />
    </Field>
  );
}
