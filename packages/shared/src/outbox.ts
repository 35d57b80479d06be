import { z } from 'zod';

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed', 'held'] as const;

/** GET /api/admin/outbox */
export const outboxListQuery = z.object({
  kind: z.enum(['mail', 'sms']).optional(),
  status: z.enum(OUTBOX_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type OutboxListQuery = z.infer<typeof outboxListQuery>;

export const outboxItem = z.object({
  id: z.number().int(),
  kind: z.enum(['mail', 'sms']),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  to: z.string().nullable(),
  subject: z.string().nullable(),
  text: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxItem = z.infer<typeof outboxItem>;

export const outboxListResponse = z.object({
  items: z.array(outboxItem),
  total: z.number().int(),
  /** false without SMTP_URL: mail is not sent, and administrators may open an unsent mail's text. */
  mailServer: z.boolean(),
});
export type OutboxListResponse = z.infer<typeof outboxListResponse>;

/**
 * POST /api/admin/outbox/{id}/open (administrators, installations without SMTP_URL): an unsent
 * mail's whole text, links and passwords included, so the first members can be let in without a
 * mail server. Each opening is audited.
 */
export const openedMail = z.object({
  id: z.number().int(),
  to: z.string().nullable(),
  subject: z.string().nullable(),
  text: z.string().nullable(),
  html: z.string().nullable(),
});
export type OpenedMail = z.infer<typeof openedMail>;
