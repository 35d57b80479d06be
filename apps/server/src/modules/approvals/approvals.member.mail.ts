import { renderMail } from '../mail/mail.layout';
import type { OutgoingMail } from '../mail/mail.outbox';
import type { MailContext } from '../mail/mail.templates';

const footer = (ctx: MailContext) =>
  `Chapter · Connect. Collaborate. Grow. · Questions? Write to ${ctx.supportEmail}`;

/** To a newcomer whose membership was approved: the member area is open at once. */
export function membershipApprovedMail(
  ctx: MailContext,
  input: { to: string; name: string; groupName: string },
): OutgoingMail {
  return {
    to: input.to,
    subject: `Welcome to ${input.groupName}: your membership is approved`,
    ...renderMail({
      heading: 'Your membership is approved',
      blocks: [
        { kind: 'text', text: `Hello ${input.name},` },
        {
          kind: 'text',
          text: `The leadership of ${input.groupName} approved your membership. The roster, activity and the rest of the member area are open to you now.`,
        },
        { kind: 'button', label: 'Open Chapter', href: `${ctx.publicUrl}/` },
      ],
      footer: footer(ctx),
    }),
  };
}

/** To an applicant whose membership request was not approved (with the leadership's note, if any). */
export function membershipRejectedMail(
  ctx: MailContext,
  input: { to: string; name: string; groupName: string; note: string | undefined },
): OutgoingMail {
  return {
    to: input.to,
    subject: `Your membership request for ${input.groupName}`,
    ...renderMail({
      heading: 'Your membership request',
      blocks: [
        { kind: 'text', text: `Hello ${input.name},` },
        {
          kind: 'text',
          text: `The leadership of ${input.groupName} did not approve your membership request.`,
        },
        ...(input.note ? [{ kind: 'text' as const, text: `Their note: ${input.note}` }] : []),
        { kind: 'text', text: `Questions? Write to ${ctx.supportEmail}.` },
      ],
      footer: footer(ctx),
    }),
  };
}
