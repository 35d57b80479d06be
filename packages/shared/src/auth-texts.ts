/** Sign-in constants both sides use; no zod here, so the /login chunk stays small. */

/** The one answer to a reset request, whether or not the account exists (docs/architecture.md 16.7's toast text). */
export const RESET_REQUEST_MESSAGE =
  'If an account exists with that email, you will receive password reset instructions.';

/** ACCOUNT_LOCKED answers 423 (not 429), so the client can tell a locked account from the per-IP limit. */
export const ACCOUNT_LOCKED_STATUS = 423;
