import { PERSON_NAME_MAX } from '@app/shared/person-limits';

/** What the slip forms know without zod, before their rules have loaded (lib/slip-schemas.ts). */

/** The longest name of a referral's contact. */
export const CONTACT_MAX = PERSON_NAME_MAX;

/** A currency as the form holds it: three capital letters (ISO 4217). */
export const CURRENCY_INPUT = /^[A-Z]{3}$/;

/** Today in the browser's own calendar, as a date input wants it. */
export function todayInput(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
