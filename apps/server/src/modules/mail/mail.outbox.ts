import type { DbOrTx } from '../../db/client';
import { outbox } from '../../db/schema/outbox';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Values in the body nobody may read in the outbox (masked there, never sent as a header). */
  secrets?: string[];
}

/**
 * Queues a mail in the outbox (in the caller's transaction when given one); the outbox worker
 * sends it over SMTP_URL, or it stays in the outbox for administrators to read.
 */
export async function enqueueMail(db: DbOrTx, mail: OutgoingMail): Promise<number> {
  const [row] = await db.insert(outbox).values({ kind: 'mail', payload: mail }).returning({ id: outbox.id });
  if (!row) {
    throw new Error('outbox insert returned no row');
  }
  return row.id;
}
