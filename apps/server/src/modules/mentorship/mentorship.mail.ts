import { renderMail } from '../mail/mail.layout';
import type { OutgoingMail } from '../mail/mail.outbox';
import { footer, type MailContext } from '../mail/mail.templates';

/** To a mentor: a member asks for mentorship. */
export function applicationReceivedMail(
  ctx: MailContext,
  input: { to: string; name: string; menteeName: string; goals: string },
): OutgoingMail {
  return {
    to: input.to,
    subject: `${input.menteeName} asks you for mentorship`,
    ...renderMail({
      heading: 'A mentorship request',
      blocks: [
        { kind: 'text', text: `Hello ${input.name},` },
        {
          kind: 'text',
          text: `${input.menteeName} would like you as their mentor. Their goals: ${input.goals}`,
        },
        { kind: 'button', label: 'Answer the request', href: `${ctx.publicUrl}/activity/mentorship/search` },
      ],
      footer: footer(ctx),
    }),
  };
}

const WORDS = { accepted: 'accepted', declined: 'declined', withdrawn: 'withdrew' } as const;

/** To the other side of an application whose status changed. */
export function applicationStatusMail(
  ctx: MailContext,
  input: { to: string; name: string; actorName: string; status: 'accepted' | 'declined' | 'withdrawn' },
): OutgoingMail {
  const line =
    input.status === 'withdrawn'
      ? `${input.actorName} withdrew their mentorship application.`
      : `${input.actorName} ${WORDS[input.status]} your mentorship application.`;
  return {
    to: input.to,
    subject: line,
    ...renderMail({
      heading: 'Your mentorship application',
      blocks: [
        { kind: 'text', text: `Hello ${input.name},` },
        { kind: 'text', text: line },
        { kind: 'button', label: 'Open mentorship', href: `${ctx.publicUrl}/activity/mentorship/apply` },
      ],
      footer: footer(ctx),
    }),
  };
}
