import { z } from 'zod';
import { ATTENDANCE_STATUSES, PALMS_LETTERS, PALMS_STATUS_OF, type PalmsLetter } from './attendance';
import { isoDateTime, isoTimeUtc } from './dates';
import { pathId, rowId } from './ids';
import {
  MEETING_AGENDA_MAX,
  MEETING_LOCATION_MAX,
  MEETING_MAX_MINUTES,
  MEETING_TITLE_MAX,
  SUBSTITUTION_CONTENT_MAX,
} from './meeting-limits';
import { boundedText, personName } from './person-fields';
import { DEFAULT_PAGE_SIZE, EMAIL_MAX, MAX_PAGE_SIZE } from './person-limits';
import { RSVP_STATUSES } from './rsvp';

/**
 * docs/architecture.md 14.3: meetings, RSVP, attendance (PALMS) and substitutes. Times are ISO 8601
 * UTC strings. "Own group" is the caller's membership's group; administrators may pass ?groupId=.
 */

/** How many weeks of the weekly schedule the server keeps created ahead. */
export const SCHEDULE_WEEKS_AHEAD = 12;

export const MEETING_STATUSES = ['scheduled', 'cancelled'] as const;
export const meetingStatus = z.enum(MEETING_STATUSES);
export type MeetingStatus = z.infer<typeof meetingStatus>;

// ---------------------------------------------------------------------------------------------
// RSVP (docs/architecture.md 16.3)

export const rsvpStatus = z.enum(RSVP_STATUSES);
export type RsvpStatus = z.infer<typeof rsvpStatus>;

export const rsvpCounts = z.object({
  attending: z.number().int(),
  tentative: z.number().int(),
  not_attending: z.number().int(),
  /** Active members of the group without another answer. */
  no_response: z.number().int(),
});
export type RsvpCounts = z.infer<typeof rsvpCounts>;

export const rsvpBody = z.object({ status: rsvpStatus }).strict();
export type RsvpBody = z.infer<typeof rsvpBody>;

/** PUT /api/meetings/{id}/rsvp answers my status and the new counts (also published as rsvp_counts). */
export const rsvpResponse = rsvpCounts.extend({
  meetingId: z.number().int(),
  myRsvp: rsvpStatus,
  /** The new counts; also given flat at the top level (the four statuses) for the contract's "answers the new counts". */
  rsvpCounts,
});
export type RsvpResponse = z.infer<typeof rsvpResponse>;

// ---------------------------------------------------------------------------------------------
// Meetings

export const meetingItem = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  location: z.string().nullable(),
  agenda: z.string().nullable(),
  status: meetingStatus,
  /** 'weekly' for a meeting of the group's weekly schedule; null for an extra meeting. */
  seriesId: z.string().nullable(),
  /** My answer; no_response when I gave none. */
  myRsvp: rsvpStatus,
  rsvpCounts,
});
export type MeetingItem = z.infer<typeof meetingItem>;

/** GET /api/meetings?from=&to=: oldest first; `from`/`to` bound the start time (from inclusive, to exclusive). */
export const meetingsQuery = z.object({
  from: isoTimeUtc.optional(),
  to: isoTimeUtc.optional(),
  status: meetingStatus.optional(),
  /** Administrators: another group's meetings. */
  groupId: pathId.optional(),
  cursor: z
    .string()
    .regex(/^\d{1,9}$/, 'Invalid cursor')
    .optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type MeetingsQuery = z.infer<typeof meetingsQuery>;

export const meetingsResponse = z.object({
  items: z.array(meetingItem),
  total: z.number().int(),
  nextCursor: z.string().optional(),
});
export type MeetingsResponse = z.infer<typeof meetingsResponse>;

export const meetingParams = z.object({ id: pathId });
export type MeetingParams = z.infer<typeof meetingParams>;

/** ?groupId= for administrators on calls that act on one group. */
export const groupScopeQuery = z.object({ groupId: pathId.optional() });
export type GroupScopeQuery = z.infer<typeof groupScopeQuery>;

const meetingTitle = boundedText(MEETING_TITLE_MAX, { required: 'Title is required' });
/** Optional text a form may clear: null or an empty string stores null. */
const clearable = (max: number) =>
  boundedText(max)
    .transform((v) => (v === '' ? null : v))
    .nullable();

function endAfterStart(value: { start?: string; end?: string }, ctx: z.RefinementCtx) {
  if (value.start && value.end) {
    const minutes = (Date.parse(value.end) - Date.parse(value.start)) / 60_000;
    if (minutes <= 0) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'The end must be after the start' });
    } else if (minutes > MEETING_MAX_MINUTES) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'A meeting lasts at most 24 hours' });
    }
  }
}

/** POST /api/meetings (manage_meetings): an extra meeting of my group (?groupId= for administrators). */
export const createMeetingBody = z
  .object({
    title: meetingTitle,
    start: isoDateTime,
    end: isoDateTime,
    location: clearable(MEETING_LOCATION_MAX).optional(),
    agenda: clearable(MEETING_AGENDA_MAX).optional(),
  })
  .strict()
  .superRefine(endAfterStart);
export type CreateMeetingBody = z.infer<typeof createMeetingBody>;

/** PATCH /api/meetings/{id} (manage_meetings): any of the fields; the meeting is then "edited". */
export const patchMeetingBody = z
  .object({
    title: meetingTitle.optional(),
    start: isoDateTime.optional(),
    end: isoDateTime.optional(),
    location: clearable(MEETING_LOCATION_MAX).optional(),
    agenda: clearable(MEETING_AGENDA_MAX).optional(),
  })
  .strict()
  .superRefine(endAfterStart)
  .refine((v) => Object.values(v).some((field) => field !== undefined), 'Nothing to change');
export type PatchMeetingBody = z.infer<typeof patchMeetingBody>;

// ---------------------------------------------------------------------------------------------
// Substitutions (docs/architecture.md 16.3: the substitution note)

export const SUBSTITUTION_STATUSES = ['pending', 'approved', 'declined'] as const;
export const substitutionStatus = z.enum(SUBSTITUTION_STATUSES);
export type SubstitutionStatus = z.infer<typeof substitutionStatus>;

/** The spec's substitution note, stored as JSON with the substitution. */
export const substitutionNote = z.object({
  substituteId: z.number().int().nullable(),
  substituteName: z.string(),
  substitutionStatus: substitutionStatus.default('pending'),
  content: z.string().nullable(),
});
export type SubstitutionNote = z.infer<typeof substitutionNote>;

/** POST /api/meetings/{id}/substitutions by the member who will be absent. */
export const substitutionBody = z
  .object({
    substituteName: personName,
    substituteEmail: z
      .string()
      .refine((v) => !v.includes('\u0000'), 'Contains an invalid character')
      .transform((v) => v.trim().toLowerCase())
      .pipe(z.string().max(EMAIL_MAX).email('Enter a valid email address').or(z.literal('')))
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .optional(),
    content: clearable(SUBSTITUTION_CONTENT_MAX).optional(),
  })
  .strict();
export type SubstitutionBody = z.infer<typeof substitutionBody>;

/** A substitution: the note's fields flat, plus who and when. */
export const substitutionItem = substitutionNote.extend({
  id: z.number().int(),
  meetingId: z.number().int(),
  member: z.object({ id: z.number().int(), name: z.string() }),
  substituteEmail: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type SubstitutionItem = z.infer<typeof substitutionItem>;

// ---------------------------------------------------------------------------------------------
// Meeting detail

export const meetingAttendee = z.object({
  userId: z.number().int(),
  name: z.string(),
  profileImageUrl: z.string().nullable(),
  rsvp: rsvpStatus,
});
export type MeetingAttendee = z.infer<typeof meetingAttendee>;

/** A visitor invited to the meeting, as members see it on the meeting page (no e-mail address). */
export const meetingVisitor = z.object({
  id: z.number().int(),
  name: z.string(),
  company: z.string().nullable(),
  status: z.enum(['pending', 'accepted', 'declined', 'attended']),
  invitedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type MeetingVisitor = z.infer<typeof meetingVisitor>;

/**
 * GET /api/meetings/{id}: the meeting with every active member's RSVP, its visitors and
 * substitutions. Pending members and Visitors see the time, place, agenda and counts, not who
 * attends: `attendees` and `visitors` are left out for them and `substitutions` holds only their
 * own (docs/architecture.md 15.7). A substitute's e-mail is null except to the member who asked and to
 * approve_substitutes / manage_meetings.
 */
export const meetingDetail = meetingItem.extend({
  attendees: z.array(meetingAttendee).optional(),
  visitors: z.array(meetingVisitor).optional(),
  substitutions: z.array(substitutionItem),
});
export type MeetingDetail = z.infer<typeof meetingDetail>;

// ---------------------------------------------------------------------------------------------
// Attendance (PALMS)

export const attendanceStatus = z.enum(ATTENDANCE_STATUSES);

/** A status as sent: its name or its PALMS letter (either case), answered as the name. */
export const attendanceInput = z
  .string()
  .max(16)
  .transform((v, ctx) => {
    const trimmed = v.trim();
    const letter = trimmed.toUpperCase() as PalmsLetter;
    if (trimmed.length === 1 && letter in PALMS_STATUS_OF) {
      return PALMS_STATUS_OF[letter];
    }
    const named = attendanceStatus.safeParse(trimmed.toLowerCase());
    if (named.success) {
      return named.data;
    }
    ctx.addIssue({
      code: 'custom',
      message: 'Use present, absent, late, medical or substitute (P, A, L, M, S)',
    });
    return z.NEVER;
  });

export const attendanceRow = z.object({
  userId: z.number().int(),
  name: z.string(),
  profileImageUrl: z.string().nullable(),
  /** The recorded status; else `substitute` when an approved substitution exists; else null. */
  status: attendanceStatus.nullable(),
  /** PALMS letter of `status`. */
  letter: z.enum(PALMS_LETTERS).nullable(),
  /** True when a row is stored (false: nothing recorded yet, or only prefilled from a substitution). */
  recorded: z.boolean(),
  /** Absences (A only) in the 6 months before the meeting, this meeting not included. */
  absences: z.number().int(),
  /** absences >= ABSENCE_FLAG_THRESHOLD. */
  flagged: z.boolean(),
  /** The approved substitution for this meeting, if any. */
  substitution: substitutionItem.nullable(),
});
export type AttendanceRow = z.infer<typeof attendanceRow>;

/** A visitor on the sheet (leadership sees the e-mail address). */
export const attendanceVisitor = meetingVisitor.extend({ email: z.string() });
export type AttendanceVisitor = z.infer<typeof attendanceVisitor>;

/** GET and PUT /api/meetings/{id}/attendance answer the sheet. */
export const attendanceSheet = z.object({
  meeting: meetingItem.pick({ id: true, groupId: true, title: true, start: true, end: true, status: true }),
  /** The absence window: [windowStart, meeting start). */
  windowStart: z.string(),
  /** False for a meeting that has not started yet (PUT answers 409). */
  recordable: z.boolean(),
  rows: z.array(attendanceRow),
  /** The same rows under the name the PUT body uses (`records`). */
  records: z.array(attendanceRow),
  visitors: z.array(attendanceVisitor),
  /** Counts per status over the rows (null statuses not counted). */
  totals: z.object({
    present: z.number().int(),
    absent: z.number().int(),
    late: z.number().int(),
    medical: z.number().int(),
    substitute: z.number().int(),
  }),
});
export type AttendanceSheet = z.infer<typeof attendanceSheet>;

export const ATTENDANCE_RECORDS_MAX = 1000;

/** PUT /api/meetings/{id}/attendance: every row in one request (one transaction). */
export const attendanceBody = z
  .object({
    records: z
      .array(z.object({ userId: rowId, status: attendanceInput }).strict())
      .max(ATTENDANCE_RECORDS_MAX)
      .refine((rows) => new Set(rows.map((r) => r.userId)).size === rows.length, 'Each member at most once'),
  })
  .strict();
export type AttendanceBody = z.infer<typeof attendanceBody>;

/** Audit actions of the meetings area (audit_log.action). */
export const MEETINGS_AUDIT_ACTIONS = {
  meetingCreated: 'meeting.created',
  meetingUpdated: 'meeting.updated',
  meetingCancelled: 'meeting.cancelled',
  attendanceRecorded: 'meeting.attendance.recorded',
  substitutionRequested: 'meeting.substitution.requested',
  visitorInvited: 'visitor.invited',
  visitorInvitationResent: 'visitor.invitation.resent',
  visitorInvitationCancelled: 'visitor.invitation.cancelled',
  visitorAttended: 'visitor.attended',
} as const;
