// RSVP statuses and their labels (docs/architecture.md 16.3), without zod: pages show them before any schema
// loads. meetings.ts builds its schemas from them.

export const RSVP_STATUSES = ['attending', 'tentative', 'not_attending', 'no_response'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

export const RSVP_LABELS: Record<RsvpStatus, string> = {
  attending: 'Attending',
  tentative: 'Maybe',
  not_attending: 'Not Attending',
  no_response: 'No Response',
};

/** "some_status" -> "Some Status" (docs/architecture.md 16.3: any status without a label of its own). */
export function titleCaseStatus(status: string): string {
  return status
    .split('_')
    .filter((part) => part !== '')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1).toLowerCase())
    .join(' ');
}

/** The label of an RSVP status; unknown ones title-cased from their underscore name. */
export function rsvpStatusLabel(status: string): string {
  return (RSVP_LABELS as Record<string, string>)[status] ?? titleCaseStatus(status);
}
