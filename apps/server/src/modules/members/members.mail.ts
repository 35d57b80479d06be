import { renderMail } from '../mail/mail.layout';
import type { OutgoingMail } from '../mail/mail.outbox';
import { footer, type MailContext } from '../mail/mail.templates';

/**
 * The mail of an account created by leadership: its text part gives the temporary password after
 * the words "temporary password:", like the invitation mail; it must be changed at first sign-in.
 */
export function accountCreatedMail(
  ctx: MailContext,
  input: { to: string; name: string; groupName: string; temporaryPassword: string },
): OutgoingMail {
  return {
    to: input.to,
    subject: `Welcome to ${input.groupName}: your temporary password`,
    ...renderMail({
      heading: `Welcome to ${input.groupName}`,
      blocks: [
        { kind: 'text', text: `Hello ${input.name},` },
        { kind: 'text', text: `An account of ${input.groupName} on Chapter was created for you.` },
        { kind: 'text', text: `Sign in with your e-mail address (${input.to}) and this temporary password:` },
        { kind: 'code', text: input.temporaryPassword },
        { kind: 'button', label: 'Sign in', href: `${ctx.publicUrl}/login` },
        { kind: 'text', text: 'You will be asked to choose your own password when you first sign in.' },
      ],
      footer: footer(ctx),
    }),
  };
}
