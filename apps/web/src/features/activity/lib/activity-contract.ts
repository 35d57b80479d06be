import { z } from 'zod';

/**
 * The slips' contract of ARCHITECTURE 14.4 as the web reads it. Answers are read leniently (extra
 * fields ride along, optional ones may be missing) so a richer server answer never breaks a list.
 */
export const ACTIVITY_KINDS = [
  'referral',
  'closed_business',
  'one_to_one',
  'testimonial',
  'training_credit',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const ACTIVITY_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'requested',
  'accepted',
  'declined',
  'completed',
  'cancelled',
  'recorded',
] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

export const money = z.object({ amount: z.string(), currency: z.string() });
export type Money = z.infer<typeof money>;

const person = z.looseObject({ id: z.number(), name: z.string() });
export type ActivityPerson = z.infer<typeof person>;

export const activityItem = z.looseObject({
  id: z.number(),
  kind: z.enum(ACTIVITY_KINDS),
  status: z.string(),
  giver: person,
  receiver: person.nullable().optional(),
  createdAt: z.string(),
  isRead: z.boolean().optional(),
  notes: z.string().nullable().optional(),
  contact: z
    .looseObject({
      name: z.string(),
      phone: z.string().nullable().optional(),
      email: z.string().nullable().optional(),
    })
    .nullable()
    .optional(),
  referralType: z.string().nullable().optional(),
  temperature: z.number().nullable().optional(),
  amount: z.union([money, z.string()]).nullable().optional(),
  currency: z.string().nullable().optional(),
  businessType: z.string().nullable().optional(),
  referralId: z.number().nullable().optional(),
  scheduledAt: z.string().nullable().optional(),
  location: z.string().nullable().optional(),
  content: z.string().nullable().optional(),
  title: z.string().nullable().optional(),
  date: z.string().nullable().optional(),
  credits: z.union([z.number(), z.string()]).nullable().optional(),
});
export type ActivityItem = z.infer<typeof activityItem>;

export interface ActivityListResponse {
  items: ActivityItem[];
  total: number;
  nextCursor?: string;
  totals?: { count: number; amount: Money | string | null };
}
