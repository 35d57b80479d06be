import { z } from 'zod';

/** Limits of the slip forms (the server checks the same and answers 400 beyond them). */
export const CONTACT_MAX = 200;
export const NOTES_MAX = 2000;
export const TESTIMONIAL_MIN = 20;
export const TESTIMONIAL_MAX = 2000;
export const TITLE_MAX = 200;
export const LOCATION_MAX = 200;

/** The member a slip is for: required, with the message saying what to choose. */
export const pickedMember = (message: string) =>
  z
    .object({ id: z.number().int().positive(), name: z.string() })
    .nullable()
    .refine((v) => v !== null, message);

/** Free text that may be left empty, trimmed, bounded and without NUL characters. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .refine((v) => !v.includes('\u0000'), 'Contains an invalid character');

/** A positive amount as typed: digits, an optional dot and at most two decimals ("1234.50"). */
export const moneyAmount = z
  .string()
  .trim()
  .min(1, 'Enter the amount')
  .transform((v) => v.replace(/,/g, ''))
  .refine((v) => /^\d{1,12}(\.\d{1,2})?$/.test(v), 'Enter an amount such as 1234.50')
  .refine((v) => Number(v) > 0, 'The amount must be more than zero');

export const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'Choose a currency');

/** A native date input's value: YYYY-MM-DD. */
export const dateInput = (message: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, message);
/** A native time input's value: HH:MM. */
export const timeInput = (message: string) => z.string().regex(/^\d{2}:\d{2}$/, message);

/** Today in the browser's own calendar, as a date input wants it. */
export function todayInput(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
