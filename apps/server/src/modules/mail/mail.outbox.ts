import type { Db, DbOrTx } from '../../db/client';
import {
  type ClaimedRow,
  claimDueRows,
  insertOutboxRow,
  insertOutboxRows,
  markRowFailed,
  markRowRetry,
  markRowSent,
} from './mail.outbox.repo';

// The mail module's public file for the outbox: modules queue mail here; the mail and SMS workers
// (jobs/) claim and settle rows through it.

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Values in the body nobody may read in the outbox (masked there, never sent as a header). */
  secrets?: string[];
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) of the weekly digest. */
  headers?: Record<string, string>;
}

/**
 * Queues a mail in the outbox (in the caller's transaction when given one); the outbox worker
 * sends it over SMTP_URL, or it stays in the outbox for administrators to read.
 */
export async function enqueueMail(db: DbOrTx, mail: OutgoingMail): Promise<number> {
  return insertOutboxRow(db, 'mail', mail);
}

/** Queues several mails at once (in the caller's transaction when given one), as enqueueMail does each. */
export async function enqueueMails(db: DbOrTx, mails: readonly OutgoingMail[]): Promise<void> {
  await insertOutboxRows(db, 'mail', mails);
}

export type ClaimedOutboxRow = ClaimedRow;

/** Due mail rows for the mail worker (claimDueRows in mail.outbox.repo.ts). */
export function claimDueMail(db: Db, input: { limit: number; leaseMs: number }): Promise<ClaimedOutboxRow[]> {
  return claimDueRows(db, 'mail', input);
}

/** Due text messages for the SMS worker (kind sms only; claimed like mail). */
export function claimDueSms(db: Db, input: { limit: number; leaseMs: number }): Promise<ClaimedOutboxRow[]> {
  return claimDueRows(db, 'sms', input);
}

/**
 * A delivered row keeps its recipient, subject, status and times; its body (and the secrets in
 * it: reset links, temporary passwords) is dropped.
 */
export function markSent(db: DbOrTx, id: number): Promise<void> {
  return markRowSent(db, id);
}

export function markRetry(db: DbOrTx, id: number, error: string, nextAttemptAt: Date): Promise<void> {
  return markRowRetry(db, id, error, nextAttemptAt);
}

export function markFailed(db: DbOrTx, id: number, error: string): Promise<void> {
  return markRowFailed(db, id, error);
}
