import { type FormEvent, useRef, useState } from 'react';

/** A field's check: its message, or null when the value passes (it may read the other values). */
export type FieldCheck<K extends string> = (value: string, values: Record<K, string>) => string | null;

/**
 * A few text fields checked without a form library (the page paints without lib/form, as
 * the sign-in form does): the checks run on submit, then each field's again as it is typed in;
 * the first field in error takes the focus.
 */
export function useFieldChecks<K extends string>(checks: Record<K, FieldCheck<K>>) {
  const names = Object.keys(checks) as K[];
  const inputs = useRef<Partial<Record<K, HTMLInputElement | null>>>({});
  const submitted = useRef(false);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});

  const values = () =>
    Object.fromEntries(names.map((name) => [name, inputs.current[name]?.value ?? ''])) as Record<K, string>;

  const field = (name: K) => ({
    name,
    ref: (input: HTMLInputElement | null) => {
      inputs.current[name] = input;
    },
    onChange: () => {
      if (submitted.current) {
        const all = values();
        const message = checks[name](all[name], all);
        setErrors((current) => ({ ...current, [name]: message ?? undefined }));
      }
    },
  });

  const handleSubmit = (onValid: (values: Record<K, string>) => Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    const all = values();
    const found: Partial<Record<K, string>> = {};
    for (const name of names) {
      const message = checks[name](all[name], all);
      if (message) {
        found[name] = message;
      }
    }
    setErrors(found);
    const first = names.find((name) => found[name]);
    if (first) {
      inputs.current[first]?.focus();
      return;
    }
    void onValid(all);
  };

  return { field, errors, handleSubmit };
}
