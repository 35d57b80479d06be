import type { RsvpStatus } from './meeting-types';

/** Spec section 3: the four RSVP statuses and how they read. */
export const RSVP_LABELS: Record<RsvpStatus, string> = {
  attending: 'Attending',
  tentative: 'Maybe',
  not_attending: 'Not Attending',
  no_response: 'No Response',
};

/** "not_attending" -> "Not Attending": any status without its own label (spec section 3). */
export function titleCase(status: string): string {
  return status
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/** The label of an RSVP status; an unknown one title-cased from its underscore name. */
export function rsvpLabel(status: string | null | undefined): string {
  if (!status) {
    return RSVP_LABELS.no_response;
  }
  return status in RSVP_LABELS ? RSVP_LABELS[status as RsvpStatus] : titleCase(status);
}
