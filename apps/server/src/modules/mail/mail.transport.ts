import nodemailer from 'nodemailer';
import type { OutgoingMail } from './mail.outbox';

/** Sends one mail or throws; the outbox worker decides about retries. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** A nodemailer SMTP transport from SMTP_URL (e.g. smtp://user:pass@host:587, smtps://host:465). */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl, {
    from,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
    },
    close() {
      transporter.close();
    },
  };
}
