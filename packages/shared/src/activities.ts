import { z } from 'zod';
import { ACTIVITY_DIRECTIONS, ACTIVITY_KINDS, ACTIVITY_STATUSES } from './activity-kinds';
import {
  AMOUNT_INTEGER_DIGITS,
  CREDITS_MAX,
  CREDITS_MIN,
  LOCATION_MAX,
  NOTES_MAX,
  TESTIMONIAL_MAX,
  TESTIMONIAL_MIN,
  TITLE_MAX,
} from './activity-limits';
import { isoDateTime, isoDay, isoDayOrDateTime } from './dates';
import { isCurrencyCode } from './groups';
import { pathId, rowId } from './ids';
import { boundedText } from './person-fields';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, PERSON_NAME_MAX, PHONE_INPUT_MAX } from './person-limits';

/**
 * Activity (slips), docs/architecture.md 14.4: the five kinds, their fields and flows, the lists of
 * what I gave and received, unread counts (docs/architecture.md 16.7) and my numbers. Written once here for the
 * server routes and the web forms.
 */

export const activityDirection = z.enum(ACTIVITY_DIRECTIONS);

/** GET /api/activities/unread-counts (docs/architecture.md 16.3). */
export const unreadCountsResponse = z.object({
  givenCount: z.number().int().nonnegative(),
  receivedCount: z.number().int().nonnegative(),
});
export type UnreadCountsResponse = z.infer<typeof unreadCountsResponse>;

export const activityKind = z.enum(ACTIVITY_KINDS);
export const activityStatus = z.enum(ACTIVITY_STATUSES);

// ---------------------------------------------------------------------------------------------
// Field bounds

const contactEmail = z
  .string()
  .refine((v) => !v.includes('\u0000'), 'Contains an invalid character')
  .transform((v) => v.trim().toLowerCase())
  .pipe(z.union([z.literal(''), z.string().max(254).email('Enter a valid email address')]))
  .transform((v) => (v === '' ? undefined : v));

const optionalText = (max: number) =>
  boundedText(max)
    .transform((v) => (v === '' ? undefined : v))
    .optional();

export const notesField = optionalText(NOTES_MAX);

/** A positive decimal string with at most two decimals ("1234.50"); never a JSON number. */
export const moneyAmount = z
  .string('Enter an amount such as 1234.50')
  .refine((v) => !v.includes('\u0000'), 'Contains an invalid character')
  .transform((v) => v.trim())
  .pipe(
    z
      .string()
      .regex(
        new RegExp(`^\\d{1,${AMOUNT_INTEGER_DIGITS}}(\\.\\d{1,2})?$`),
        'Enter an amount such as 1234.50 (at most 2 decimals)',
      )
      .refine((v) => /[1-9]/.test(v), 'Must be more than 0'),
  );

export const currencyField = z
  .string()
  .refine((v) => !v.includes('\u0000'), 'Contains an invalid character')
  .transform((v) => v.trim().toUpperCase())
  .pipe(z.string().refine(isCurrencyCode, 'Enter an ISO 4217 currency code such as EUR'));

/** Money in answers (docs/architecture.md 14): a decimal string and its ISO 4217 currency. */
export const money = z.object({ amount: z.string(), currency: z.string() });
export type Money = z.infer<typeof money>;

/**
 * Closed business in currencies other than the group's, one sum per currency (by code): shown
 * beside the group-currency figure wherever TYFCB is totalled, never converted nor left out.
 */
export const otherCurrencies = z.array(money);
export type OtherCurrencies = z.infer<typeof otherCurrencies>;

/** Steps of 0.5 between 0.5 and 10. */
export const creditsField = z
  .number('Enter a number of credits')
  .min(CREDITS_MIN, `At least ${CREDITS_MIN}`)
  .max(CREDITS_MAX, `At most ${CREDITS_MAX}`)
  .refine((v) => Number.isInteger(v * 2), 'Credits go in steps of 0.5');

// ---------------------------------------------------------------------------------------------
// POST /api/activities: one body per kind

export const referralBody = z.object({
  kind: z.literal('referral'),
  receiverId: rowId,
  contact: z.object({
    name: boundedText(PERSON_NAME_MAX, { required: 'Contact name is required' }),
    phone: optionalText(PHONE_INPUT_MAX),
    email: contactEmail.optional(),
  }),
  referralType: z.enum(['inside', 'outside']),
  temperature: z.number().int('Must be a whole number').min(1).max(5),
  notes: notesField,
});

export const closedBusinessBody = z.object({
  kind: z.literal('closed_business'),
  /** The member who referred the business (I thank them). */
  receiverId: rowId,
  amount: moneyAmount,
  /** The group's currency when left out. */
  currency: currencyField.optional(),
  businessType: z.enum(['new', 'repeat']),
  /** The referral this business came from (one of the group's referral slips). */
  referralId: rowId.optional(),
  notes: notesField,
});

export const oneToOneBody = z.object({
  kind: z.literal('one_to_one'),
  receiverId: rowId,
  scheduledAt: isoDateTime,
  location: boundedText(LOCATION_MAX, { required: 'Location is required' }),
  notes: notesField,
});

export const testimonialBody = z.object({
  kind: z.literal('testimonial'),
  receiverId: rowId,
  content: boundedText(TESTIMONIAL_MAX * 2).pipe(
    z
      .string()
      .min(TESTIMONIAL_MIN, `At least ${TESTIMONIAL_MIN} characters`)
      .max(TESTIMONIAL_MAX, `At most ${TESTIMONIAL_MAX} characters`),
  ),
});

export const trainingCreditBody = z.object({
  kind: z.literal('training_credit'),
  title: boundedText(TITLE_MAX, { required: 'Title is required' }),
  date: isoDay,
  credits: creditsField,
  notes: notesField,
});

export const createActivityBody = z.discriminatedUnion('kind', [
  referralBody,
  closedBusinessBody,
  oneToOneBody,
  testimonialBody,
  trainingCreditBody,
]);
export type CreateActivityBody = z.infer<typeof createActivityBody>;
export type CreateActivityInput = z.input<typeof createActivityBody>;

// ---------------------------------------------------------------------------------------------
// Answers

export const activityPerson = z.object({
  id: z.number().int(),
  name: z.string(),
  companyName: z.string().nullable(),
});
export type ActivityPerson = z.infer<typeof activityPerson>;

/**
 * One slip. The kind's fields ride flat beside the common ones (the same names as the create body);
 * `amount` + `currency` of closed business are the money pair (`amount` a decimal string).
 * `isRead` is the caller's side; `giverIsRead`/`receiverIsRead` are not exposed.
 */
export const activityItem = z.object({
  id: z.number().int(),
  kind: activityKind,
  status: activityStatus,
  giver: activityPerson,
  /** Null for training credits. */
  receiver: activityPerson.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  isRead: z.boolean(),
  notes: z.string().nullable().optional(),
  // referral
  contact: z
    .object({ name: z.string(), phone: z.string().nullable(), email: z.string().nullable() })
    .optional(),
  referralType: z.enum(['inside', 'outside']).optional(),
  temperature: z.number().int().optional(),
  // closed_business
  amount: z.string().optional(),
  currency: z.string().optional(),
  businessType: z.enum(['new', 'repeat']).optional(),
  referralId: z.number().int().nullable().optional(),
  // one_to_one
  scheduledAt: z.string().optional(),
  location: z.string().optional(),
  // testimonial
  content: z.string().optional(),
  // training_credit
  title: z.string().optional(),
  date: z.string().optional(),
  credits: z.number().optional(),
  /** When approve_referrals / approve_business decided, or the other side answered. */
  decidedAt: z.string().nullable().optional(),
  decisionNote: z.string().nullable().optional(),
});
export type ActivityItem = z.infer<typeof activityItem>;

/** Filter of the lists: `from`/`to` bound createdAt (dates are whole UTC days, `to` inclusive). */
const dateBound = isoDayOrDateTime;

export const activityListQuery = z.object({
  /** Left out: both sides. */
  direction: activityDirection.optional(),
  kind: activityKind.optional(),
  status: activityStatus.optional(),
  from: dateBound.optional(),
  to: dateBound.optional(),
  cursor: z
    .string()
    .regex(/^\d{1,9}$/, 'Invalid cursor')
    .optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type ActivityListQuery = z.infer<typeof activityListQuery>;

/** Totals of the whole filter: how many slips, and the closed business sum in the group's currency. */
export const activityTotals = z.object({
  count: z.number().int(),
  /** Decimal string: closed business of the filter in `currency`. */
  amount: z.string(),
  currency: z.string(),
  /** Closed business of the filter in every other currency. */
  otherCurrencies,
});
export type ActivityTotals = z.infer<typeof activityTotals>;

export const activityListResponse = z.object({
  items: z.array(activityItem),
  total: z.number().int(),
  nextCursor: z.string().optional(),
  totals: activityTotals,
});
export type ActivityListResponse = z.infer<typeof activityListResponse>;

export const activityParams = z.object({ id: pathId });

/** POST /api/activities/{id}/status: only the moves of the kind's flow (409 otherwise). */
export const activityStatusBody = z.object({
  status: activityStatus,
  note: optionalText(1000),
});
export type ActivityStatusBody = z.infer<typeof activityStatusBody>;

/** POST /api/activities/read: my side of the given ids (all of the direction when left out). */
export const markReadBody = z.object({
  direction: activityDirection,
  ids: z.array(rowId).max(500).optional(),
});
export type MarkReadBody = z.infer<typeof markReadBody>;

// ---------------------------------------------------------------------------------------------
// GET /api/admin/activity

export const adminActivityQuery = z.object({
  kind: activityKind.optional(),
  status: activityStatus.optional(),
  /** Slips this member gave or received. */
  memberId: pathId.optional(),
  from: dateBound.optional(),
  to: dateBound.optional(),
  /** Administrators: another group. */
  groupId: pathId.optional(),
  cursor: z
    .string()
    .regex(/^\d{1,9}$/, 'Invalid cursor')
    .optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type AdminActivityQuery = z.infer<typeof adminActivityQuery>;

/** The same items (isRead always true: leadership has no unread side). */
export const adminActivityResponse = activityListResponse;
export type AdminActivityResponse = ActivityListResponse;
