import type { CreateGroupBody, GroupResponse, GroupStatus, MeetingScheduleInput } from '@app/shared/groups';

/** The group form's fields as the inputs hold them (strings), schedule flattened. */
export interface GroupFormValues {
  name: string;
  status: GroupStatus;
  capacity: string;
  timezone: string;
  currency: string;
  hasSchedule: boolean;
  weekday: string;
  time: string;
  durationMinutes: string;
  location: string;
}

export type GroupFormField = keyof GroupFormValues;

/** What the form sends: every field, the schedule null when the group does not meet weekly. */
export type GroupFormBody = Required<Omit<CreateGroupBody, 'meetingSchedule'>> & {
  meetingSchedule: MeetingScheduleInput | null;
};

export const NEW_GROUP_DEFAULTS: GroupFormValues = {
  name: '',
  status: 'active',
  capacity: '50',
  timezone: 'Europe/Berlin',
  currency: 'EUR',
  hasSchedule: true,
  weekday: '4',
  time: '07:00',
  durationMinutes: '90',
  location: '',
};

export function toFormValues(group: GroupResponse | undefined, fallbackTimeZone?: string): GroupFormValues {
  if (!group) {
    return fallbackTimeZone ? { ...NEW_GROUP_DEFAULTS, timezone: fallbackTimeZone } : NEW_GROUP_DEFAULTS;
  }
  const s = group.meetingSchedule;
  return {
    name: group.name,
    status: group.status,
    capacity: String(group.capacity),
    timezone: group.timezone,
    currency: group.currency,
    hasSchedule: s !== null,
    weekday: String(s?.weekday ?? NEW_GROUP_DEFAULTS.weekday),
    time: s?.time ?? NEW_GROUP_DEFAULTS.time,
    durationMinutes: String(s?.durationMinutes ?? NEW_GROUP_DEFAULTS.durationMinutes),
    location: s?.location ?? '',
  };
}

/** Only what differs from the group as loaded (PATCH sends changes; nothing changed sends nothing). */
export function changedGroupFields(group: GroupResponse, body: GroupFormBody): Partial<GroupFormBody> {
  const changes: Partial<GroupFormBody> = {};
  if (body.name !== group.name) {
    changes.name = body.name;
  }
  if (body.status !== group.status) {
    changes.status = body.status;
  }
  if (body.capacity !== group.capacity) {
    changes.capacity = body.capacity;
  }
  if (body.timezone !== group.timezone) {
    changes.timezone = body.timezone;
  }
  if (body.currency !== group.currency) {
    changes.currency = body.currency;
  }
  const before = group.meetingSchedule;
  const after = body.meetingSchedule;
  const same =
    before === null || after === null
      ? before === after
      : before.weekday === after.weekday &&
        before.time === after.time &&
        before.durationMinutes === after.durationMinutes &&
        (before.location ?? null) === (after.location ?? null);
  if (!same) {
    changes.meetingSchedule = after;
  }
  return changes;
}
