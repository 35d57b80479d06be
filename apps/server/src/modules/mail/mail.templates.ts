import { RESET_TOKEN_TTL_MS } from '@app/shared/constants';
import { renderMail } from './mail.layout';
import type { OutgoingMail } from './mail.outbox';

export interface MailContext {
  publicUrl: string;
  supportEmail: string;
}

const footer = (ctx: MailContext) =>
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

export function temporaryPasswordMail(
  ctx: MailContext,
  input: { to: string; name: string; temporaryPassword: string; groupName: string },
): OutgoingMail {
  return {
    to: input.to,
    subject: `Welcome to ${input.groupName}: your temporary password`,
    ...renderMail({
      heading: `Welcome to ${input.groupName}`,
      blocks: [
        { kind: 'text', text: `Hello ${input.name},` },
        { kind: 'text', text: 'Thank you for accepting the invitation. Your visitor account is ready.' },
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

export function emailChangedMail(
  ctx: MailContext,
  input: { to: string; name: string; newEmail: string },
): OutgoingMail {
  return {
    to: input.to,
    subject: 'Your Chapter e-mail address was changed',
    ...renderMail({
      heading: 'Your e-mail address was changed',
      blocks: [
        { kind: 'text', text: `Hello ${input.name},` },
        { kind: 'text', text: `The e-mail address of your Chapter account is now ${input.newEmail}.` },
        { kind: 'text', text: `If you did not make this change, contact ${ctx.supportEmail} at once.` },
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
