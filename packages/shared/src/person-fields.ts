import { z } from 'zod';
import { MEMBERSHIP_STATUSES } from './membership-status';
import { ROLE_NAMES } from './permissions';
import {
  BIO_MAX,
  CLASSIFICATION_MAX,
  COMPANY_NAME_MAX,
  DEFAULT_PAGE_SIZE,
  EMAIL_MAX,
  MAX_PAGE_SIZE,
  PERSON_NAME_MAX,
  PHONE_INPUT_MAX,
  SEARCH_MAX,
  WEBSITE_MAX,
} from './person-limits';

/**
 * The fields of a person (profile, roster, administration of users), bounded and trimmed once
 * for both sides. A NUL character anywhere is refused (PostgreSQL text cannot hold it).
 */

const NO_NUL = 'Contains an invalid character';

/** Trimmed text of at most `max` characters, NUL refused; `required` refuses the empty string. */
export function boundedText(max: number, options: { required?: string } = {}) {
  const inner = z.string().max(max, `Must be at most ${max} characters`);
  return z
    .string()
    .refine((v) => !v.includes('\u0000'), NO_NUL)
    .transform((v) => v.trim())
    .pipe(options.required ? inner.min(1, options.required) : inner);
}

/** Optional text a form may clear: null or an empty string stores null. */
function clearableText(max: number) {
  return boundedText(max)
    .transform((v) => (v === '' ? null : v))
    .nullable();
}

export const personName = boundedText(PERSON_NAME_MAX, { required: 'Name is required' });
export const companyName = clearableText(COMPANY_NAME_MAX);
/** Any common notation; the server stores E.164 (libphonenumber) and answers 400 when it cannot. */
export const phoneInput = clearableText(PHONE_INPUT_MAX);
export const classification = clearableText(CLASSIFICATION_MAX);
export const bio = clearableText(BIO_MAX);

/** http(s) only; a bare host such as `example.com` gets `https://`. */
export const website = boundedText(WEBSITE_MAX)
  .transform((v, ctx) => {
    if (v === '') {
      return null;
    }
    const candidate = /^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`;
    try {
      const url = new URL(candidate);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')) {
        return url.toString();
      }
    } catch {
      // refused below
    }
    ctx.addIssue({ code: 'custom', message: 'Enter a web address such as https://example.com' });
    return z.NEVER;
  })
  .nullable();

export const personEmail = z
  .string()
  .refine((v) => !v.includes('\u0000'), NO_NUL)
  .transform((v) => v.trim().toLowerCase())
  .pipe(z.string().min(1, 'Email is required').max(EMAIL_MAX).email('Enter a valid email address'));

export const roleName = z.enum(ROLE_NAMES);
export const membershipStatus = z.enum(MEMBERSHIP_STATUSES);

export const searchText = boundedText(SEARCH_MAX).optional();

/** `?cursor=&limit=` of a list; the cursor is opaque to clients (the server's position). */
export const pageQuery = z.object({
  cursor: z
    .string()
    .regex(/^\d{1,9}$/, 'Invalid cursor')
    .optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

export const roleSummary = z.object({ name: z.string(), rank: z.number().int(), isLeadership: z.boolean() });
export type RoleSummary = z.infer<typeof roleSummary>;
