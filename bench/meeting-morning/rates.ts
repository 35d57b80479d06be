// What one member does in the meeting hour (issue 24, "a meeting morning"): the calls of
// docs/architecture.md 14 a weekly meeting produces, per member and hour, and the President's
// attendance sheet. These rates are the bench's assumption, stated in bench/README.md with the figures.

export type CallKind =
  | 'rsvp'
  | 'meeting'
  | 'referral'
  | 'closed_business'
  | 'one_to_one'
  | 'message'
  | 'inbox'
  | 'unread_counts'
  | 'attendance_sheet'
  | 'attendance_record';

/** Calls per member per meeting hour, and where in the hour they fall (share of the hour). */
export interface CallRate {
  kind: CallKind;
  /** Label in the tables. */
  label: string;
  perMemberHour: number;
  /** Only the group's President makes it (per President and hour). */
  presidentOnly?: boolean;
  window: [number, number];
}

export const CALL_RATES: readonly CallRate[] = [
  { kind: 'rsvp', label: 'PUT /api/meetings/{id}/rsvp', perMemberHour: 1, window: [0, 0.4] },
  { kind: 'meeting', label: 'GET /api/meetings/{id}', perMemberHour: 1, window: [0, 1] },
  { kind: 'referral', label: 'POST /api/activities (referral)', perMemberHour: 0.5, window: [0.2, 1] },
  {
    kind: 'closed_business',
    label: 'POST /api/activities (closed business)',
    perMemberHour: 0.25,
    window: [0.2, 1],
  },
  { kind: 'one_to_one', label: 'POST /api/activities (one-to-one)', perMemberHour: 0.35, window: [0.2, 1] },
  { kind: 'message', label: 'POST /api/inbox/messages', perMemberHour: 1.5, window: [0, 1] },
  { kind: 'inbox', label: 'GET /api/inbox', perMemberHour: 1.5, window: [0, 1] },
  { kind: 'unread_counts', label: 'GET /api/activities/unread-counts', perMemberHour: 1, window: [0, 1] },
  {
    kind: 'attendance_sheet',
    label: 'GET /api/meetings/{id}/attendance',
    perMemberHour: 2,
    presidentOnly: true,
    window: [0.1, 0.6],
  },
  {
    kind: 'attendance_record',
    label: 'PUT /api/meetings/{id}/attendance (30 rows)',
    perMemberHour: 2,
    presidentOnly: true,
    window: [0.15, 0.65],
  },
];

/** Calls a group of `members` (one President) makes in the hour. */
export function callsPerGroupHour(members: number): number {
  return CALL_RATES.reduce((sum, r) => sum + r.perMemberHour * (r.presidentOnly ? 1 : members), 0);
}

/** Calls per member-hour, averaged over a group of `members`. */
export function callsPerMemberHour(members: number): number {
  return callsPerGroupHour(members) / members;
}
