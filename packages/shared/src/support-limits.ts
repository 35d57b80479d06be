/** Bound of a support message, without zod. */

export const SUPPORT_MESSAGE_MAX = 5000;
