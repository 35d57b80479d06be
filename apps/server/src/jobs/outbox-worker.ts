import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client';
import { claimDueMail, markFailed, markRetry, markSent } from '../modules/mail/mail.outbox';
import { createSmtpTransport, type MailTransport } from '../modules/mail/mail.transport';
import { startPolling } from './poll-loop';

const mailPayload = z.object({
  to: z.string().min(1),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  replyTo: z.string().optional(),
  headers: z.record(z.string(), z.string()).optional(),
});

export const OUTBOX_DEFAULTS = {
  batchSize: 20,
  /** After this many failed attempts a mail is marked failed. */
  maxAttempts: 8,
  /** A row left "sending" this long by a dead worker is taken again. */
  leaseMs: 10 * 60_000,
  pollMs: 2000,
} as const;

/** 30 s, 1 min, 2 min, ... doubling per failed attempt, at most 1 hour. */
export function backoffMs(attempt: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 60 * 60_000);
}

export interface DrainOptions {
  transport: MailTransport;
  batchSize?: number;
  maxAttempts?: number;
  leaseMs?: number;
  backoff?: (attempt: number) => number;
}

export interface DrainResult {
  sent: number;
  retried: number;
  failed: number;
}

/** Sends every mail that is due now, then returns (tests call it directly; the worker polls it). */
export async function drainOutbox(db: Db, options: DrainOptions): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, retried: 0, failed: 0 };
  const maxAttempts = options.maxAttempts ?? OUTBOX_DEFAULTS.maxAttempts;
  const backoff = options.backoff ?? backoffMs;
  for (;;) {
    const rows = await claimDueMail(db, {
      limit: options.batchSize ?? OUTBOX_DEFAULTS.batchSize,
      leaseMs: options.leaseMs ?? OUTBOX_DEFAULTS.leaseMs,
    });
    if (rows.length === 0) {
      return result;
    }
    for (const row of rows) {
      const mail = mailPayload.safeParse(row.payload);
      if (!mail.success) {
        await markFailed(db, row.id, 'malformed mail payload');
        result.failed += 1;
        continue;
      }
      try {
        await options.transport.send(mail.data);
        await markSent(db, row.id);
        result.sent += 1;
      } catch (err) {
        const message = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
        if (row.attempts >= maxAttempts) {
          await markFailed(db, row.id, message);
          result.failed += 1;
        } else {
          await markRetry(db, row.id, message, new Date(Date.now() + backoff(row.attempts)));
          result.retried += 1;
        }
      }
    }
  }
}

export interface OutboxWorker {
  stop(): Promise<void>;
}

/**
 * Polls the outbox and sends due mail over SMTP_URL. Without SMTP_URL nothing is started and mail
 * stays pending in the outbox, where administrators can read it (GET /api/admin/outbox).
 */
export function startOutboxWorker(
  app: FastifyInstance,
  options: { pollMs?: number; transport?: MailTransport } = {},
): OutboxWorker | null {
  const transport =
    options.transport ??
    (app.config.smtpUrl ? createSmtpTransport(app.config.smtpUrl, app.config.mailFrom) : undefined);
  if (!transport) {
    app.log.warn('SMTP_URL is not set: mail stays in the outbox (Admin > Tools > Outbox)');
    return null;
  }
  const polling = startPolling(() => drainOutbox(app.store.db, { transport }), {
    pollMs: options.pollMs ?? OUTBOX_DEFAULTS.pollMs,
    onError: (err) => app.log.error({ err }, 'outbox worker failed; retrying'),
  });
  return {
    async stop() {
      await polling.stop();
      transport.close();
    },
  };
}
