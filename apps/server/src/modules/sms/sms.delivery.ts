import type { DbOrTx } from '../../db/client';
import { markRecipientFailed as failRecipient, markRecipientSent as sendRecipient } from './sms.repo';

// The SMS module's public file for the SMS worker (jobs/sms-worker.ts): how a recipient's text went.

/** The text of this outbox row left for the recipient's phone, with Twilio's message SID. */
export function markRecipientSent(db: DbOrTx, outboxId: number, providerSid: string): Promise<void> {
  return sendRecipient(db, outboxId, providerSid);
}

/** The text of this outbox row could not be sent (after its last attempt). */
export function markRecipientFailed(db: DbOrTx, outboxId: number, error: string): Promise<void> {
  return failRecipient(db, outboxId, error);
}
