import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client';
import { claimDueSms, markFailed, markRetry, markSent } from '../modules/mail/mail.outbox';
import { markRecipientFailed, markRecipientSent } from '../modules/sms/sms.delivery';
import { createTwilioTransport, type SmsTransport } from '../modules/sms/sms.twilio';
import { backoffMs, type DrainResult, OUTBOX_DEFAULTS } from './outbox-worker';
import { startPolling } from './poll-loop';

const smsPayload = z.object({ to: z.string().min(1), body: z.string().min(1) });

export interface SmsDrainOptions {
  transport: SmsTransport;
  batchSize?: number;
  maxAttempts?: number;
  leaseMs?: number;
  backoff?: (attempt: number) => number;
}

/**
 * Sends every text that is due now (tests call it directly; the worker polls it): the recipient
 * becomes `sent` with Twilio's message SID (the status callback moves it on), or `failed` after
 * the last attempt.
 */
export async function drainSmsOutbox(db: Db, options: SmsDrainOptions): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, retried: 0, failed: 0 };
  const maxAttempts = options.maxAttempts ?? OUTBOX_DEFAULTS.maxAttempts;
  const backoff = options.backoff ?? backoffMs;
  for (;;) {
    const rows = await claimDueSms(db, {
      limit: options.batchSize ?? OUTBOX_DEFAULTS.batchSize,
      leaseMs: options.leaseMs ?? OUTBOX_DEFAULTS.leaseMs,
    });
    if (rows.length === 0) {
      return result;
    }
    for (const row of rows) {
      const sms = smsPayload.safeParse(row.payload);
      if (!sms.success) {
        await markFailed(db, row.id, 'malformed sms payload');
        await markRecipientFailed(db, row.id, 'malformed sms payload');
        result.failed += 1;
        continue;
      }
      try {
        const { sid } = await options.transport.send(sms.data);
        await db.transaction(async (tx) => {
          await markSent(tx, row.id);
          await markRecipientSent(tx, row.id, sid);
        });
        result.sent += 1;
      } catch (err) {
        const message = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
        if (row.attempts >= maxAttempts) {
          await db.transaction(async (tx) => {
            await markFailed(tx, row.id, message);
            await markRecipientFailed(tx, row.id, message);
          });
          result.failed += 1;
        } else {
          await markRetry(db, row.id, message, new Date(Date.now() + backoff(row.attempts)));
          result.retried += 1;
        }
      }
    }
  }
}

/**
 * Polls the outbox for texts and sends them through Twilio when TWILIO_* are set; without them
 * nothing starts and texts stay in the outbox (Admin > Tools).
 */
export function startSmsWorker(
  app: FastifyInstance,
  options: { pollMs?: number; transport?: SmsTransport } = {},
): { stop(): Promise<void> } | null {
  const { twilio, publicUrl } = app.config;
  const transport =
    options.transport ??
    (twilio
      ? createTwilioTransport(twilio, { statusCallback: `${publicUrl}/api/sms/twilio/status` })
      : undefined);
  if (!transport) {
    app.log.warn('TWILIO_* are not set: text messages stay in the outbox (Admin > Tools > Outbox)');
    return null;
  }
  return startPolling(() => drainSmsOutbox(app.store.db, { transport }), {
    pollMs: options.pollMs ?? OUTBOX_DEFAULTS.pollMs,
    onError: (err) => app.log.error({ err }, 'sms worker failed; retrying'),
  });
}
