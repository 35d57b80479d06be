import { renderMail } from '../mail/mail.layout';
import type { OutgoingMail } from '../mail/mail.outbox';
import { footer, type MailContext } from '../mail/mail.templates';

const longDate = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** The reminder 30 or 7 days before a membership's renewal date. */
export function renewalReminderMail(
  ctx: MailContext,
  input: { to: string; name: string; groupName: string; renewalDue: string; days: number },
): OutgoingMail {
  return {
    to: input.to,
    subject: `Your ${input.groupName} membership is due for renewal on ${longDate(input.renewalDue)}`,
    ...renderMail({
      heading: 'Time to renew your membership',
      blocks: [
        { kind: 'text', text: `Hello ${input.name},` },
        {
          kind: 'text',
          text: `Your membership of ${input.groupName} is due for renewal in ${input.days} days, on ${longDate(input.renewalDue)}. Please talk to your chapter's leadership to renew it.`,
        },
        {
          kind: 'text',
          text: 'A membership not renewed within 30 days after its date lapses: you keep your account, with visitor access only, until it is renewed.',
        },
        { kind: 'button', label: 'Open Chapter', href: `${ctx.publicUrl}/home` },
      ],
      footer: footer(ctx),
    }),
  };
}
