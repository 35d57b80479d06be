/** The screen texts of an e-mail change (docs/architecture.md 14.1), without zod. */

/**
 * PUT /api/profile/email answers 202 with this: nothing changes until the mailed link is followed
 * (the same answer whether or not the address is taken; docs/architecture.md 15.5).
 */
export const EMAIL_CHANGE_REQUESTED_MESSAGE = 'Check your new e-mail address for a confirmation link.';

/** The 202 answer to leadership changing a member's e-mail: the member consents from their current address. */
export const EMAIL_CHANGE_CONSENT_MESSAGE =
  "A confirmation link was sent to the member's current e-mail address; the address changes once the member follows it.";

export const EMAIL_CHANGED_MESSAGE = 'Your e-mail address has been changed.';

export const EMAIL_CHANGE_UNDONE_MESSAGE =
  'The change was undone: your previous e-mail address is back, and every session was signed out. If you no longer know the password, reset it.';
