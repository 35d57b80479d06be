import { z } from 'zod';
import { pathId, rowId } from './ids';
import {
  APPLICATION_MESSAGE_MAX,
  EXPERTISE_TAG_MAX,
  GOALS_MAX,
  MENTOR_CAPACITY_MAX,
  MENTOR_CAPACITY_MIN,
} from './mentorship-limits';
import { MENTORSHIP_STATUSES } from './mentorship-statuses';
import { boundedText } from './person-fields';
import { BIO_MAX, SEARCH_MAX } from './person-limits';

/** Mentorship (docs/architecture.md 14.4): the group's mentor directory and applications. */

export const EXPERTISE_TAGS_MAX = 20;

const tag = boundedText(EXPERTISE_TAG_MAX, { required: 'Expertise tags cannot be empty' });

/** PUT /api/mentors/me: offer myself as a mentor (or change my offer; accepting false pauses it). */
export const mentorProfileBody = z.object({
  /** Tags, trimmed; duplicates (case-insensitive) are dropped. */
  expertise: z
    .array(tag)
    .min(1, 'Add at least one area of expertise')
    .max(EXPERTISE_TAGS_MAX, `At most ${EXPERTISE_TAGS_MAX} tags`)
    .transform((tags) =>
      tags.filter((t, i) => tags.findIndex((o) => o.toLowerCase() === t.toLowerCase()) === i),
    ),
  bio: boundedText(BIO_MAX),
  capacity: z
    .number()
    .int('Must be a whole number')
    .min(MENTOR_CAPACITY_MIN, `At least ${MENTOR_CAPACITY_MIN}`)
    .max(MENTOR_CAPACITY_MAX, `At most ${MENTOR_CAPACITY_MAX}`),
  accepting: z.boolean(),
});
export type MentorProfileBody = z.infer<typeof mentorProfileBody>;
export type MentorProfileInput = z.input<typeof mentorProfileBody>;

/** One mentor of the directory (`id` is the mentor's user id). */
export const mentorItem = z.object({
  id: z.number().int(),
  name: z.string(),
  companyName: z.string().nullable(),
  classification: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  expertise: z.array(z.string()),
  bio: z.string(),
  capacity: z.number().int(),
  accepting: z.boolean(),
  /** Accepted applications now. */
  activeMentees: z.number().int(),
  /** accepting and below capacity: an application may be sent and accepted. */
  available: z.boolean(),
});
export type MentorItem = z.infer<typeof mentorItem>;

/** GET /api/mentors?q=&expertise=: `expertise` one tag or several separated by commas (any matches). */
export const mentorListQuery = z.object({
  q: boundedText(SEARCH_MAX).optional(),
  expertise: boundedText(EXPERTISE_TAG_MAX * EXPERTISE_TAGS_MAX).optional(),
});
export type MentorListQuery = z.infer<typeof mentorListQuery>;

export const mentorListResponse = z.object({
  items: z.array(mentorItem),
  total: z.number().int(),
  /** Every tag in use in the group (the filter's choices), sorted. */
  expertise: z.array(z.string()),
});
export type MentorListResponse = z.infer<typeof mentorListResponse>;

export const mentorshipStatus = z.enum(MENTORSHIP_STATUSES);

/** POST /api/mentorship/applications. */
export const mentorshipApplicationBody = z.object({
  mentorId: rowId,
  goals: boundedText(GOALS_MAX, { required: 'Tell the mentor your goals' }),
  message: boundedText(APPLICATION_MESSAGE_MAX)
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
});
export type MentorshipApplicationBody = z.infer<typeof mentorshipApplicationBody>;
export type MentorshipApplicationInput = z.input<typeof mentorshipApplicationBody>;

const person = z.object({ id: z.number().int(), name: z.string(), companyName: z.string().nullable() });

export const mentorshipApplicationItem = z.object({
  id: z.number().int(),
  mentor: person,
  mentee: person,
  goals: z.string(),
  message: z.string().nullable(),
  status: mentorshipStatus,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type MentorshipApplicationItem = z.infer<typeof mentorshipApplicationItem>;

/** GET /api/mentorship/applications?role=mentor|mentee (left out: both). */
export const mentorshipApplicationsQuery = z.object({
  role: z.enum(['mentor', 'mentee']).optional(),
  status: mentorshipStatus.optional(),
});
export type MentorshipApplicationsQuery = z.infer<typeof mentorshipApplicationsQuery>;

export const mentorshipApplicationsResponse = z.object({
  items: z.array(mentorshipApplicationItem),
  total: z.number().int(),
});
export type MentorshipApplicationsResponse = z.infer<typeof mentorshipApplicationsResponse>;

export const mentorshipApplicationParams = z.object({ id: pathId });

/**
 * POST /api/mentorship/applications/{id}/status: the mentor accepts or declines a pending one (409 at
 * capacity); the mentee withdraws a pending or accepted one; anything else 409.
 */
export const mentorshipStatusBody = z.object({
  status: z.enum(['accepted', 'declined', 'withdrawn']),
});
export type MentorshipStatusBody = z.infer<typeof mentorshipStatusBody>;
