import { EMAIL_CHANGE_TOKEN_TTL_MS, EMAIL_CHANGE_UNDO_TTL_MS } from '@app/shared/constants';
import { renderMail } from '../mail/mail.layout';
import type { OutgoingMail } from '../mail/mail.outbox';
import { footer, type MailContext } from '../mail/mail.templates';

/**
 * The mails of docs/architecture.md 15.5 that the plain own-change mails (mail.templates) do not cover:
 * leadership's change needs the member's consent at the current address, an administrator's
 * change gives the old address a way back, and a taken address is told instead of the answer.
 */

const hours = Math.round(EMAIL_CHANGE_TOKEN_TTL_MS / 3_600_000);

/** To the member's current address: leadership asked for the change; the link is the member's consent. */
export function emailChangeConsentMail(
  ctx: MailContext,
  input: { to: string; name: string; newEmail: string; token: string; requestedBy: string },
): OutgoingMail {
  const link = `${ctx.publicUrl}/email-change/${encodeURIComponent(input.token)}`;
  return {
    to: input.to,
    subject: 'Do you agree to a new e-mail address for your Chapter account?',
    ...renderMail({
      heading: 'Agree to a new e-mail address',
      blocks: [
        { kind: 'text', text: `Hello ${input.name},` },
        {
          kind: 'text',
          text: `${input.requestedBy} asked to change the e-mail address of your Chapter account to ${input.newEmail}. It changes only if you agree.`,
        },
        { kind: 'button', label: 'I agree: use the new address', href: link },
        {
          kind: 'text',
          text: `The link works once and expires in ${hours} hours. If you do not agree, ignore this mail: your address stays as it is.`,
        },
      ],
      footer: footer(ctx),
    }),
  };
}

/** To the new address of leadership's change: told, never the link (the member consents). */
export function emailChangeConsentNoticeMail(
  ctx: MailContext,
  input: { to: string; requestedBy: string },
): OutgoingMail {
  return {
    to: input.to,
    subject: 'Your address was proposed for a Chapter account',
    ...renderMail({
      heading: 'Your address was proposed for a Chapter account',
      blocks: [
        { kind: 'text', text: 'Hello,' },
        {
          kind: 'text',
          text: `${input.requestedBy} asked to make ${input.to} the e-mail address of a member's Chapter account. It changes only if the member agrees, from their current address.`,
        },
        { kind: 'text', text: 'If you did not expect this mail, ignore it.' },
      ],
      footer: footer(ctx),
    }),
  };
}

/** To an address that already has an account, in place of any link: nothing changed. */
export function emailAddressTakenMail(ctx: MailContext, input: { to: string }): OutgoingMail {
  return {
    to: input.to,
    subject: 'Someone tried to use your e-mail address on Chapter',
    ...renderMail({
      heading: 'Your address is already in use',
      blocks: [
        { kind: 'text', text: 'Hello,' },
        {
          kind: 'text',
          text: `Someone asked to make ${input.to} the e-mail address of another Chapter account. It already belongs to an account, so nothing changed.`,
        },
        {
          kind: 'text',
          text: 'If that was you, sign in with this address (or use "Forgot password?" on the sign-in screen). If not, you need not do anything.',
        },
      ],
      footer: footer(ctx),
    }),
  };
}

/** To the old address after an administrator changed it: a link that puts it back, for 7 days. */
export function emailChangeUndoMail(
  ctx: MailContext,
  input: { to: string; name: string; newEmail: string; token: string; changedBy: string | null },
): OutgoingMail {
  const link = `${ctx.publicUrl}/email-undo/${encodeURIComponent(input.token)}`;
  const days = Math.round(EMAIL_CHANGE_UNDO_TTL_MS / 86_400_000);
  return {
    to: input.to,
    subject: 'The e-mail address of your Chapter account was changed',
    ...renderMail({
      heading: 'Your e-mail address was changed',
      blocks: [
        { kind: 'text', text: `Hello ${input.name},` },
        {
          kind: 'text',
          text: `${input.changedBy ?? 'An administrator'} changed the e-mail address of your Chapter account from ${input.to} to ${input.newEmail}.`,
        },
        {
          kind: 'text',
          text: `If you did not ask for this, follow the link below within ${days} days: it puts ${input.to} back and signs every session out.`,
        },
        { kind: 'button', label: 'Undo this change', href: link },
      ],
      footer: footer(ctx),
    }),
  };
}
