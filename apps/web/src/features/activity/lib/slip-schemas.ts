import { type CreateActivityInput, createActivityBody } from '@app/shared/activities';
import {
  LOCATION_MAX,
  NOTES_MAX,
  TESTIMONIAL_MAX,
  TESTIMONIAL_MIN,
  TITLE_MAX,
} from '@app/shared/activity-limits';
import { z } from 'zod';
import type { FieldValues, FormRules } from '@/lib/form/form-types';
import { zodRules } from '@/lib/form/zod-rules';
import {
  creditsInput,
  dateInput,
  moneyAmount,
  optionalText,
  pickedMember,
  timeInput,
} from './slip-form-rules';
import { CONTACT_MAX } from './slip-inputs';

/**
 * The rules of the five slip forms, as typed. The forms load this module (and zod with it) when
 * they are first used, not before their page paints (lib/lazy-resolver.ts); they import only its
 * types.
 */

const referralSchema = z.object({
  receiver: pickedMember('Choose the member you are passing the referral to'),
  contactName: z.string().trim().min(1, 'Enter the name of the person to contact').max(CONTACT_MAX),
  contactPhone: optionalText(40),
  contactEmail: z
    .string()
    .trim()
    .max(254)
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Enter a valid email address'),
  referralType: z.enum(['inside', 'outside']),
  temperature: z.enum(['1', '2', '3', '4', '5'], 'Choose how warm the referral is'),
  notes: optionalText(NOTES_MAX),
});

const trainingCreditSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Name the course or event')
    .max(TITLE_MAX, `At most ${TITLE_MAX} characters`)
    .refine((v) => !v.includes('\u0000'), 'Contains an invalid character'),
  date: dateInput('Choose the day of the training'),
  credits: creditsInput,
});

const oneToOneSchema = z
  .object({
    receiver: pickedMember('Choose the member you want to meet'),
    date: dateInput('Choose the day'),
    time: timeInput('Choose the time'),
    location: z.string().trim().min(1, 'Say where you will meet').max(LOCATION_MAX),
    notes: optionalText(NOTES_MAX),
  })
  .refine((v) => !Number.isNaN(new Date(`${v.date}T${v.time}`).getTime()), {
    path: ['date'],
    message: 'Choose a valid day and time',
  });

const testimonialSchema = z.object({
  receiver: pickedMember('Choose the member the testimonial is for'),
  content: z
    .string()
    .trim()
    .min(TESTIMONIAL_MIN, `Write at least ${TESTIMONIAL_MIN} characters`)
    .max(TESTIMONIAL_MAX, `At most ${TESTIMONIAL_MAX} characters`)
    .refine((v) => !v.includes('\u0000'), 'Contains an invalid character'),
});

const closedBusinessSchema = z.object({
  receiver: pickedMember('Choose the member who referred the business'),
  amount: moneyAmount,
  currency: z.string(),
  businessType: z.enum(['new', 'repeat']),
  referralId: z.string(),
  notes: optionalText(NOTES_MAX),
});

export type ReferralValues = z.input<typeof referralSchema>;
export type TrainingCreditValues = z.input<typeof trainingCreditSchema>;
export type OneToOneValues = z.input<typeof oneToOneSchema>;
export type TestimonialValues = z.input<typeof testimonialSchema>;
export type ClosedBusinessValues = z.input<typeof closedBusinessSchema>;

const resolverOf = <T extends FieldValues>(schema: z.ZodType<T, T>): FormRules<T> => zodRules(schema);

export const slipResolvers = {
  referral: resolverOf(referralSchema),
  trainingCredit: resolverOf(trainingCreditSchema),
  oneToOne: resolverOf(oneToOneSchema),
  testimonial: resolverOf(testimonialSchema),
  closedBusiness: resolverOf(closedBusinessSchema),
};

/** A slip's body checked once more with the shared schema the server uses, before it is sent. */
export const parseSlipBody = (input: CreateActivityInput) => createActivityBody.safeParse(input);
