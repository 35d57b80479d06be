import type { SupportMessageBody } from '@app/shared/support';
import type { Db } from '../../db/client';
import { notFound } from '../../plugins/app-error';
import { enqueueMail } from '../mail/mail.outbox';
import { findUserContact } from '../users/users.contact';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Mails a member's message to support; replies go straight back to the member's account e-mail. */
export async function sendSupportMessage(
  db: Db,
  input: { userId: number; message: SupportMessageBody; supportEmail: string },
): Promise<void> {
  const sender = await findUserContact(db, input.userId);
  if (!sender) {
    throw notFound('User');
  }
  const facts: [string, string][] = [
    ['From', `${sender.name} <${sender.email}>`],
    ['Phone', sender.phone ?? ''],
    ['Group', sender.groupName ?? ''],
    ['Role', sender.roleName ?? ''],
    ['Account id', String(sender.id)],
  ];
  const shown = facts.filter(([, v]) => v !== '');
  const { subject, message } = input.message;
  await enqueueMail(db, {
    to: input.supportEmail,
    replyTo: sender.email,
    subject: `Support: ${subject}`,
    text: [...shown.map(([k, v]) => `${k}: ${v}`), '', message].join('\n'),
    html: [
      '<table>',
      ...shown.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`),
      '</table>',
      `<p>${escapeHtml(message).replace(/\n/g, '<br>')}</p>`,
    ].join('\n'),
  });
}
