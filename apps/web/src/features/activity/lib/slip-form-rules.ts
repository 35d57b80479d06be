import { AMOUNT_INTEGER_DIGITS, CREDITS_MAX, CREDITS_MIN } from '@app/shared/activity-limits';
import { z } from 'zod';

/**
 * Field rules of the slip forms, as typed (strings); the limits are the shared schema's. On submit
 * the built body is parsed once more with the shared createActivityBody, the server's own schema.
 */

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
  .refine(
    (v) => new RegExp(`^\\d{1,${AMOUNT_INTEGER_DIGITS}}(\\.\\d{1,2})?$`).test(v),
    'Enter an amount such as 1234.50',
  )
  .refine((v) => Number(v) > 0, 'The amount must be more than zero');

/** A native date input's value: YYYY-MM-DD. */
export const dateInput = (message: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, message);
/** A native time input's value: HH:MM. */
export const timeInput = (message: string) => z.string().regex(/^\d{2}:\d{2}$/, message);

/** Training credits as typed: 0.5 to 10 in steps of 0.5. */
export const creditsInput = z
  .string()
  .trim()
  .min(1, 'Enter the credits')
  .refine((v) => {
    const n = Number(v);
    return Number.isFinite(n) && n >= CREDITS_MIN && n <= CREDITS_MAX && Number.isInteger(n * 2);
  }, `Credits go from ${CREDITS_MIN} to ${CREDITS_MAX} in steps of 0.5`);
