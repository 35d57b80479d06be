import { EMAIL_CHANGE_TOKEN_TTL_MS, RESET_TOKEN_TTL_MS } from '@app/shared/constants';
import { renderMail } from './mail.layout';
import type { OutgoingMail } from './mail.outbox';

export interface MailContext {
  publicUrl: string;
  supportEmail: string;
}

/** The footer line of every mail. */
export const footer = (ctx: MailContext) =>
  `Chapter · Connect. Collaborate. Grow. · Questions? Write to ${ctx.supportEmail}`;

export function passwordResetMail(
  ctx: MailContext,
  input: { to: string; name: string; token: string },
): OutgoingMail {
  const link = `${ctx.publicUrl}/password-reset/${encodeURIComponent(input.token)}`;
  const minutes = Math.round(RESET_TOKEN_TTL_MS / 60_000);
  return {
    to: input.to,
    subject: 'Reset your Chapter password',
    ...renderMail({
      heading: 'Reset your password',
      blocks: [
        { kind: 'text', text: `Hello ${input.name},` },
        {
          kind: 'text',
          text: 'Someone (hopefully you) asked to reset the password of your Chapter account.',
        },
        { kind: 'button', label: 'Choose a new password', href: link },
        {
          kind: 'text',
          text: `The link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this mail: your password stays as it is.`,
        },
      ],
      footer: footer(ctx),
    }),
  };
}

/**
 * A welcome with a temporary password, given in the text part after the words "temporary
 * password:"; `intro` says why the account exists (by default: an accepted invitation).
 */
export function temporaryPasswordMail(
  ctx: MailContext,
  input: { to: string; name: string; temporaryPassword: string; groupName: string; intro?: string },
): OutgoingMail {
  return {
    to: input.to,
    subject: `Welcome to ${input.groupName}: your temporary password`,
    ...renderMail({
      heading: `Welcome to ${input.groupName}`,
      blocks: [
        { kind: 'text', text: `Hello ${input.name},` },
        {
          kind: 'text',
          text: input.intro ?? 'Thank you for accepting the invitation. Your visitor account is ready.',
        },
        { kind: 'text', text: `Sign in with your e-mail address (${input.to}) and this temporary password:` },
        { kind: 'code', text: input.temporaryPassword },
        { kind: 'button', label: 'Sign in', href: `${ctx.publicUrl}/login` },
        { kind: 'text', text: 'You will be asked to choose your own password when you first sign in.' },
      ],
      footer: footer(ctx),
    }),
  };
}

export function existingAccountInvitationMail(
  ctx: MailContext,
  input: { to: string; name: string; groupName: string },
): OutgoingMail {
  return {
    to: input.to,
    subject: `Welcome to ${input.groupName}`,
    ...renderMail({
      heading: `Welcome to ${input.groupName}`,
      blocks: [
        { kind: 'text', text: `Hello ${input.name},` },
        {
          kind: 'text',
          text: 'Thank you for accepting the invitation. You already have a Chapter account: sign in with your usual password.',
        },
        { kind: 'button', label: 'Sign in', href: `${ctx.publicUrl}/login` },
        { kind: 'text', text: 'Forgot it? Use "Forgot password?" on the sign-in screen.' },
      ],
      footer: footer(ctx),
    }),
  };
}

/** To the new address: the only place the confirmation link goes. */
export function emailChangeConfirmMail(
  ctx: MailContext,
  input: { to: string; name: string; token: string; requestedBy: string | null },
): OutgoingMail {
  const link = `${ctx.publicUrl}/email-change/${encodeURIComponent(input.token)}`;
  const hours = Math.round(EMAIL_CHANGE_TOKEN_TTL_MS / 3_600_000);
  return {
    to: input.to,
    subject: 'Confirm your new Chapter e-mail address',
    ...renderMail({
      heading: 'Confirm your new e-mail address',
      blocks: [
        { kind: 'text', text: `Hello ${input.name},` },
        {
          kind: 'text',
          text: `${input.requestedBy ?? 'You'} asked to make ${input.to} the e-mail address of your Chapter account.`,
        },
        { kind: 'button', label: 'Confirm this address', href: link },
        {
          kind: 'text',
          text: `Nothing changes until the link is followed. It works once and expires in ${hours} hours. If you did not expect this mail, ignore it.`,
        },
      ],
      footer: footer(ctx),
    }),
  };
}

/** To the current address: a change was asked for (never the link, so only the new address can confirm). */
export function emailChangeRequestedMail(
  ctx: MailContext,
  input: { to: string; name: string; newEmail: string; requestedBy: string | null },
): OutgoingMail {
  const who = input.requestedBy ?? 'Someone signed in to your account (hopefully you)';
  return {
    to: input.to,
    subject: 'A change of your Chapter e-mail address was requested',
    ...renderMail({
      heading: 'E-mail address change requested',
      blocks: [
        { kind: 'text', text: `Hello ${input.name},` },
        {
          kind: 'text',
          text: `${who} asked to change the e-mail address of your Chapter account to ${input.newEmail}. It changes only when the link sent to that address is followed.`,
        },
        {
          kind: 'text',
          text: `If you did not expect this, change your password and contact ${ctx.supportEmail} at once.`,
        },
      ],
      footer: footer(ctx),
    }),
  };
}

export function passwordChangedMail(ctx: MailContext, input: { to: string; name: string }): OutgoingMail {
  return {
    to: input.to,
    subject: 'Your Chapter password was changed',
    ...renderMail({
      heading: 'Your password was changed',
      blocks: [
        { kind: 'text', text: `Hello ${input.name},` },
        {
          kind: 'text',
          text: 'The password of your Chapter account was just changed, and other sessions were signed out.',
        },
        {
          kind: 'text',
          text: `If you did not make this change, reset your password and contact ${ctx.supportEmail}.`,
        },
      ],
      footer: footer(ctx),
    }),
  };
}

export const mailContext = (config: { publicUrl: string; supportEmail: string }): MailContext => ({
  publicUrl: config.publicUrl,
  supportEmail: config.supportEmail,
});
