import { z } from 'zod';
import { pathId, rowId } from './ids';
import { companyName, pageQuery, personEmail, personName } from './person-fields';
import { VISITOR_STATUSES } from './visitor-statuses';

export const VISITOR_RESPONSE_ACTIONS = ['accept', 'decline'] as const;
export type VisitorResponseAction = (typeof VISITOR_RESPONSE_ACTIONS)[number];

/**
 * GET /api/visitors/respond: the link in an invitation mail. Both fields are read leniently (a
 * mangled link still redirects to the response screen instead of answering JSON to a browser).
 */
export const visitorRespondQuery = z.object({
  token: z.string().max(512).optional(),
  action: z.string().max(32).optional(),
});
export type VisitorRespondQuery = z.infer<typeof visitorRespondQuery>;

/** The query of the web screen /visitor/response the server redirects to. */
export const visitorResponseScreenQuery = z.object({
  action: z.enum(VISITOR_RESPONSE_ACTIONS).catch('decline'),
  alreadyProcessed: z
    .enum(['true', 'false'])
    .catch('true')
    .transform((v) => v === 'true'),
});

// ---------------------------------------------------------------------------------------------
// docs/architecture.md 14.3: visitors I invited (leadership with manage_meetings: the whole group).

export const visitorStatus = z.enum(VISITOR_STATUSES);

/** An invitation without a meeting expires after this many days (with one: after the meeting). */
export const VISITOR_INVITATION_DAYS = 14;

/** `://` or `www.` anywhere, any case: a link (docs/architecture.md 15.8). */
const LINK_IN_TEXT = /:\/\/|www\./i;

/** A visitor's name goes into the invitation mail: a name holding a link is refused (400). */
export const visitorName = personName.refine((v) => !LINK_IN_TEXT.test(v), 'A name cannot contain a link');

/**
 * POST /api/visitors: any active member. The same address twice to one meeting answers 409, and so
 * does an address invited without a meeting in the last 14 days (VISITOR_INVITATION_DAYS).
 */
export const inviteVisitorBody = z
  .object({
    name: visitorName,
    email: personEmail,
    company: companyName.optional(),
    meetingId: rowId.nullable().optional(),
  })
  .strict();
export type InviteVisitorBody = z.infer<typeof inviteVisitorBody>;

export const visitorItem = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  status: visitorStatus,
  meeting: z.object({ id: z.number().int(), title: z.string(), start: z.string() }).nullable(),
  inviter: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  createdAt: z.string(),
  /** When the visitor answered (accept or decline). */
  processedAt: z.string().nullable(),
  attendedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type VisitorItem = z.infer<typeof visitorItem>;

/** GET /api/visitors: newest first. */
export const visitorsQuery = pageQuery.extend({
  status: visitorStatus.optional(),
  meetingId: pathId.optional(),
  /** Administrators: another group's visitors. */
  groupId: pathId.optional(),
});
export type VisitorsQuery = z.infer<typeof visitorsQuery>;

export const visitorsResponse = z.object({
  items: z.array(visitorItem),
  total: z.number().int(),
  nextCursor: z.string().optional(),
});
export type VisitorsResponse = z.infer<typeof visitorsResponse>;

export const visitorParams = z.object({ id: pathId });
export type VisitorParams = z.infer<typeof visitorParams>;

/** PUT /api/visitors/{id}/attended (record_attendance): the inviter's visitor credit (V). */
export const visitorAttendedBody = z.object({ attended: z.boolean() }).strict();
export type VisitorAttendedBody = z.infer<typeof visitorAttendedBody>;
