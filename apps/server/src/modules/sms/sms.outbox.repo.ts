import type { Db } from '../../db/client';
import { type ClaimedRow, claimDueRows } from '../mail/mail.outbox.repo';

/** Due text messages for the SMS worker (kind sms only; claimDueRows claims them like mail). */
export const claimDueSms = (db: Db, input: { limit: number; leaseMs: number }): Promise<ClaimedRow[]> =>
  claimDueRows(db, 'sms', input);
