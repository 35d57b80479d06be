/**
 * Attendance on the PALMS sheet (docs/architecture.md 14.3): statuses, letters, labels and the
 * absence flag, without zod for the pages that show them.
 */

/** The rolling absence window before a meeting, and the count of absences (A only) that flags a member. */
export const ABSENCE_WINDOW_MONTHS = 6;
export const ABSENCE_FLAG_THRESHOLD = 3;

export const ATTENDANCE_STATUSES = ['present', 'absent', 'late', 'medical', 'substitute'] as const;

export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

export const PALMS_LETTERS = ['P', 'A', 'L', 'M', 'S'] as const;

export type PalmsLetter = (typeof PALMS_LETTERS)[number];

export const PALMS_LETTER_OF: Record<AttendanceStatus, PalmsLetter> = {
  present: 'P',
  absent: 'A',
  late: 'L',
  medical: 'M',
  substitute: 'S',
};

export const PALMS_STATUS_OF: Record<PalmsLetter, AttendanceStatus> = {
  P: 'present',
  A: 'absent',
  L: 'late',
  M: 'medical',
  S: 'substitute',
};

export const ATTENDANCE_LABELS: Record<AttendanceStatus, string> = {
  present: 'Present',
  absent: 'Absent',
  late: 'Late',
  medical: 'Medical',
  substitute: 'Substitute',
};
