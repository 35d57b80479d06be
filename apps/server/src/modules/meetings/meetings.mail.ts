import { renderMail } from '../mail/mail.layout';
import type { OutgoingMail } from '../mail/mail.outbox';
import { footer, type MailContext } from '../mail/mail.templates';

/** "Thursday 4 December 2026, 07:00 UTC": a meeting's time in mails (the zone named). */
export function mailTime(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(instant);
}

/** To the member who sent a substitute: the leadership's decision. */
export function substitutionDecidedMail(
  ctx: MailContext,
  input: {
    to: string;
    name: string;
    substituteName: string;
    meetingTitle: string;
    meetingStart: Date;
    approved: boolean;
    note: string | undefined;
  },
): OutgoingMail {
  const when = mailTime(input.meetingStart, 'UTC');
  const verdict = input.approved ? 'approved' : 'declined';
  return {
    to: input.to,
    subject: `Your substitute for ${input.meetingTitle} was ${verdict}`,
    ...renderMail({
      heading: `Substitute ${verdict}`,
      blocks: [
        { kind: 'text', text: `Hello ${input.name},` },
        {
          kind: 'text',
          text: `The leadership ${verdict} ${input.substituteName} as your substitute for ${input.meetingTitle} (${when}).`,
        },
        ...(input.note ? [{ kind: 'text' as const, text: `Their note: ${input.note}` }] : []),
      ],
      footer: footer(ctx),
    }),
  };
}
