import { renderMail } from '../mail/mail.layout';
import type { OutgoingMail } from '../mail/mail.outbox';
import { footer, type MailContext } from '../mail/mail.templates';
import { mailTime } from '../meetings/meetings.mail';

export interface MeetingForMail {
  title: string;
  startsAt: Date;
  location: string | null;
  timezone: string;
}

const respondLink = (ctx: MailContext, token: string, action: 'accept' | 'decline') =>
  `${ctx.publicUrl}/api/visitors/respond?token=${encodeURIComponent(token)}&action=${action}`;

const meetingLine = (meeting: MeetingForMail) =>
  `${meeting.title}: ${mailTime(meeting.startsAt, meeting.timezone)}${meeting.location ? `, ${meeting.location}` : ''}.`;

/** The invitation: accept and decline links (docs/architecture.md 13); the token is the mail's secret. */
export function visitorInvitationMail(
  ctx: MailContext,
  input: {
    to: string;
    name: string;
    inviterName: string;
    groupName: string;
    meeting: MeetingForMail | null;
    token: string;
    expiresAt: Date;
  },
): OutgoingMail {
  const mail = renderMail({
    heading: `You are invited to ${input.groupName}`,
    blocks: [
      { kind: 'text', text: `Hello ${input.name},` },
      {
        kind: 'text',
        text: `${input.inviterName} invites you to visit ${input.groupName}${input.meeting ? ' at our next meeting' : ''}.`,
      },
      ...(input.meeting ? [{ kind: 'text' as const, text: meetingLine(input.meeting) }] : []),
      { kind: 'button', label: 'Accept the invitation', href: respondLink(ctx, input.token, 'accept') },
      { kind: 'button', label: 'Decline', href: respondLink(ctx, input.token, 'decline') },
      {
        kind: 'text',
        text: `The links work once, until ${mailTime(input.expiresAt, input.meeting?.timezone ?? 'UTC')}. Accepting gives you a visitor account; its temporary password comes by mail.`,
      },
    ],
    footer: footer(ctx),
  });
  return {
    to: input.to,
    subject: `${input.inviterName} invites you to ${input.groupName}`,
    ...mail,
    secrets: [...mail.secrets, input.token],
  };
}

/** To the inviter: the visitor answered. */
export function visitorAnsweredMail(
  ctx: MailContext,
  input: { to: string; name: string; visitorName: string; accepted: boolean; meetingTitle: string | null },
): OutgoingMail {
  const verb = input.accepted ? 'accepted' : 'declined';
  return {
    to: input.to,
    subject: `${input.visitorName} ${verb} your invitation`,
    ...renderMail({
      heading: `Your visitor ${verb}`,
      blocks: [
        { kind: 'text', text: `Hello ${input.name},` },
        {
          kind: 'text',
          text: `${input.visitorName} ${verb} your invitation${input.meetingTitle ? ` to ${input.meetingTitle}` : ''}.`,
        },
        { kind: 'button', label: 'My visitors', href: `${ctx.publicUrl}/visitors` },
      ],
      footer: footer(ctx),
    }),
  };
}

/** To an accepted visitor, 2 business days before the meeting. */
export function visitorReminderMail(
  ctx: MailContext,
  input: { to: string; name: string; groupName: string; meeting: MeetingForMail },
): OutgoingMail {
  return {
    to: input.to,
    subject: `Reminder: ${input.meeting.title}`,
    ...renderMail({
      heading: `See you at ${input.groupName}`,
      blocks: [
        { kind: 'text', text: `Hello ${input.name},` },
        { kind: 'text', text: `A reminder of the meeting you accepted: ${meetingLine(input.meeting)}` },
        { kind: 'button', label: 'Sign in', href: `${ctx.publicUrl}/login` },
      ],
      footer: footer(ctx),
    }),
  };
}
