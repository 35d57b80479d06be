import type { OutgoingMail } from '../mail/mail.outbox';
import { type MailContext, temporaryPasswordMail } from '../mail/mail.templates';

/**
 * The mail of an account created by leadership: its text part gives the temporary password after
 * the words "temporary password:", like the invitation mail; it must be changed at first sign-in.
 */
export function accountCreatedMail(
  ctx: MailContext,
  input: { to: string; name: string; groupName: string; temporaryPassword: string },
): OutgoingMail {
  return temporaryPasswordMail(ctx, {
    ...input,
    intro: `An account of ${input.groupName} on Chapter was created for you.`,
  });
}
