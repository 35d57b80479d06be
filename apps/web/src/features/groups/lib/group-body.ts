import { createGroupBody } from '@app/shared/groups';
import {
  type GroupFormBody,
  type GroupFormField,
  type GroupFormValues,
  NEW_GROUP_DEFAULTS,
} from './group-form-values';

/*
 * The group form's check with the shared schema (zod): loaded when the form is first focused or
 * sent (group-form.tsx), so the group pages paint without zod.
 */

/** A whole number typed into a box, or NaN (the schema then says what is wrong). */
const whole = (v: string) => (/^\s*\d+\s*$/.test(v) ? Number(v) : Number.NaN);

/** Which form field a schema issue belongs to. */
function fieldOf(path: readonly PropertyKey[]): GroupFormField {
  const [first, second] = path;
  if (first === 'meetingSchedule' && typeof second === 'string' && second in NEW_GROUP_DEFAULTS) {
    return second as GroupFormField;
  }
  return typeof first === 'string' && first in NEW_GROUP_DEFAULTS ? (first as GroupFormField) : 'name';
}

/** Builds and checks the body with the shared schema; answers the body or the fields' errors. */
export function toGroupBody(
  values: GroupFormValues,
): { body: GroupFormBody } | { errors: { field: GroupFormField; message: string }[] } {
  const parsed = createGroupBody.safeParse({
    name: values.name,
    status: values.status,
    capacity: whole(values.capacity),
    timezone: values.timezone,
    currency: values.currency,
    meetingSchedule: values.hasSchedule
      ? {
          weekday: whole(values.weekday),
          time: values.time,
          durationMinutes: whole(values.durationMinutes),
          location: values.location.trim() === '' ? null : values.location,
        }
      : null,
  });
  if (!parsed.success) {
    return {
      errors: parsed.error.issues.map((i) => ({
        field: fieldOf(i.path),
        message: i.code === 'invalid_type' ? 'Enter a whole number' : i.message,
      })),
    };
  }
  const { meetingSchedule, timezone, currency, ...rest } = parsed.data;
  return {
    body: {
      ...rest,
      timezone: timezone ?? values.timezone,
      currency: currency ?? values.currency,
      meetingSchedule: meetingSchedule
        ? { ...meetingSchedule, location: meetingSchedule.location ?? null }
        : null,
    },
  };
}
