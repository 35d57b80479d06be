import { AUDIT_ACTIONS } from '@app/shared/audit';
import type { OpenedMail } from '@app/shared/outbox';
import { conflict, notFound } from '../../plugins/app-error';
import type { Deps } from '../../plugins/deps';
import { writeAudit } from '../audit/audit.record';
import { findOutboxRow } from './mail.outbox.repo';
import { payloadText } from './mail.present';

export interface OpenMailInput {
  actorId: number;
  id: number;
  ip: string;
}

/**
 * An unsent mail's whole text for an administrator of an installation without a mail server
 * (docs/architecture.md 13, SMTP_URL): the only way a created member's temporary password or a reset
 * link reaches its owner there. With SMTP_URL set, mail is delivered and nobody reads it here;
 * a delivered mail has no body left. Each opening writes one audit row in the same transaction.
 */
export async function openUnsentMail(
  app: Deps<'store' | 'config'>,
  input: OpenMailInput,
): Promise<OpenedMail> {
  if (app.config.smtpUrl) {
    throw conflict('A mail server is set (SMTP_URL): mail is delivered, not opened here.');
  }
  return app.store.db.transaction(async (tx) => {
    const row = await findOutboxRow(tx, input.id);
    if (row?.kind !== 'mail') {
      throw notFound('Outbox mail');
    }
    if (row.status === 'sent') {
      throw conflict('This mail was delivered; its text is no longer kept.');
    }
    const to = payloadText(row.payload, 'to');
    await writeAudit(tx, {
      actorId: input.actorId,
      action: AUDIT_ACTIONS.outboxMailOpened,
      targetType: 'outbox',
      targetId: row.id,
      ip: input.ip,
      data: { to, subject: payloadText(row.payload, 'subject') },
    });
    return {
      id: row.id,
      to,
      subject: payloadText(row.payload, 'subject'),
      text: payloadText(row.payload, 'text') ?? payloadText(row.payload, 'body'),
      html: payloadText(row.payload, 'html'),
    };
  });
}
