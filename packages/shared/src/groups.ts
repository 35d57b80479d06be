import { z } from 'zod';
import { GROUP_CAPACITY_MAX, GROUP_LOCATION_MAX, GROUP_NAME_MAX, MEETING_DURATION_MAX } from './group-limits';
import { pathId } from './ids';
import { trafficLightConfig, trafficLightOverrides } from './traffic-light';

/** docs/architecture.md 14.2: groups (admin area). Lists answer `{ items, total, nextCursor? }`. */

/** Trimmed, bounded, and free of NUL characters (PostgreSQL text cannot hold them). */
const text = (max: number) =>
  z
    .string()
    .refine((v) => !v.includes('\u0000'), 'Contains an invalid character')
    .transform((v) => v.trim())
    .pipe(z.string().min(1, 'Required').max(max, `At most ${max} characters`));

export const DEFAULT_GROUP_PAGE = 50;
export const MAX_GROUP_PAGE = 100;

export const groupStatus = z.enum(['active', 'inactive']);
export type GroupStatus = z.infer<typeof groupStatus>;

/** True when the runtime knows the IANA time zone (checked with Intl, so "Mars/Base" is refused). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(value)) {
    return false;
  }
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** True for an ISO 4217 code the runtime knows (three capital letters where Intl cannot list them). */
export function isCurrencyCode(value: string): boolean {
  if (!/^[A-Z]{3}$/.test(value)) {
    return false;
  }
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : null;
  return supported ? supported.includes(value) : true;
}

export const timeZone = z
  .string()
  .trim()
  .max(64)
  .refine(isTimeZone, 'Enter an IANA time zone such as Europe/Berlin');

export const currencyCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isCurrencyCode, 'Enter an ISO 4217 currency code such as EUR');

const weekday = z.number().int().min(1).max(7);
const meetingTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM');
const durationMinutes = z.number().int().min(5).max(MEETING_DURATION_MAX);

/** The weekly meeting: ISO weekday (Monday = 1 ... Sunday = 7), local time "HH:MM" in the group's zone. */
export const meetingSchedule = z.object({
  weekday,
  time: meetingTime,
  durationMinutes,
  location: z.string().nullable(),
});
export type MeetingSchedule = z.infer<typeof meetingSchedule>;

/** The schedule as sent: location trimmed and bounded (empty or null clears it). */
export const meetingScheduleInput = z
  .object({
    weekday,
    time: meetingTime,
    durationMinutes,
    location: z
      .string()
      .max(GROUP_LOCATION_MAX * 2)
      .refine((v) => !v.includes('\u0000'), 'Contains an invalid character')
      .transform((v) => v.trim())
      .pipe(z.string().max(GROUP_LOCATION_MAX, `At most ${GROUP_LOCATION_MAX} characters`))
      .nullable()
      .optional(),
  })
  .strict();
export type MeetingScheduleInput = z.infer<typeof meetingScheduleInput>;

export const groupResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  status: groupStatus,
  joinCode: z.string(),
  capacity: z.number().int(),
  /** Active members. */
  memberCount: z.number().int(),
  timezone: z.string(),
  currency: z.string(),
  /** Null until a weekly meeting is set. */
  meetingSchedule: meetingSchedule.nullable(),
  /** The traffic light's scheme for this group (docs/architecture.md 14.6): its overrides over the defaults. */
  trafficLight: trafficLightConfig,
});
export type GroupResponse = z.infer<typeof groupResponse>;

export const groupListQuery = z.object({
  q: z
    .string()
    .max(100)
    .refine((v) => !v.includes('\u0000'), 'Contains an invalid character')
    .transform((v) => v.trim())
    .optional(),
  status: groupStatus.optional(),
  /** The last id of the previous page. */
  cursor: pathId.optional(),
  limit: z.coerce.number().int().min(1).max(MAX_GROUP_PAGE).default(DEFAULT_GROUP_PAGE),
});
export type GroupListQuery = z.infer<typeof groupListQuery>;

export const groupListResponse = z.object({
  items: z.array(groupResponse),
  total: z.number().int(),
  nextCursor: z.number().int().optional(),
});
export type GroupListResponse = z.infer<typeof groupListResponse>;

export const groupParams = z.object({ id: pathId });
export type GroupParams = z.infer<typeof groupParams>;

const groupFields = {
  name: text(GROUP_NAME_MAX),
  status: groupStatus,
  capacity: z.number().int().min(1).max(GROUP_CAPACITY_MAX),
  timezone: timeZone,
  currency: currencyCode,
  meetingSchedule: meetingScheduleInput.nullable(),
  /** Any part of the traffic light's scheme; null goes back to the defaults. */
  trafficLight: trafficLightOverrides.nullable(),
};

/** POST /api/admin/groups: a new group gets a fresh random join code. */
export const createGroupBody = z
  .object({
    name: groupFields.name,
    status: groupFields.status.default('active'),
    capacity: groupFields.capacity.default(50),
    timezone: groupFields.timezone.optional(),
    currency: groupFields.currency.optional(),
    meetingSchedule: groupFields.meetingSchedule.optional(),
  })
  .strict();
export type CreateGroupBody = z.infer<typeof createGroupBody>;

/** PATCH /api/admin/groups/{id}: any of the fields; `meetingSchedule: null` clears it. */
export const updateGroupBody = z
  .object(groupFields)
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type UpdateGroupBody = z.infer<typeof updateGroupBody>;

/** GET /api/admin/groups/{id}/roles: each role of the ranking with the group's active members holding it. */
export const groupRoleMember = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Null when the member turned `privacy.showEmail` off (docs/architecture.md 15.6). */
  email: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  classification: z.string().nullable(),
});
export type GroupRoleMember = z.infer<typeof groupRoleMember>;

export const groupRoleItem = z.object({
  role: z.object({
    id: z.number().int(),
    name: z.string(),
    rank: z.number().int(),
    isLeadership: z.boolean(),
  }),
  members: z.array(groupRoleMember),
});
export type GroupRoleItem = z.infer<typeof groupRoleItem>;

export const groupRolesResponse = z.object({
  items: z.array(groupRoleItem),
  total: z.number().int(),
});
export type GroupRolesResponse = z.infer<typeof groupRolesResponse>;
