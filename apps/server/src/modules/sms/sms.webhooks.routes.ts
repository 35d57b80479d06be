import { smsKeyword } from '@app/shared/sms';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { permissionDenied } from '../../plugins/app-error';
import { optIn, optOut, updateRecipientStatus } from './sms.repo';
import { isSignedByTwilio } from './sms.twilio';

const FORM = 'application/x-www-form-urlencoded';
const statusForm = z.object({
  MessageSid: z.string().min(1).max(64),
  MessageStatus: z.string().max(32),
  ErrorCode: z.string().max(16).optional(),
  ErrorMessage: z.string().max(500).optional(),
});
const inboundForm = z.object({ From: z.string().min(1).max(32), Body: z.string().max(1600).default('') });

const STATUS_MAP: Record<string, 'sent' | 'delivered' | 'failed'> = {
  sent: 'sent',
  delivered: 'delivered',
  failed: 'failed',
  undelivered: 'failed',
};

/**
 * The form a call carries, once its X-Twilio-Signature is Twilio's over `${PUBLIC_URL}` + path and
 * these parameters (TWILIO_AUTH_TOKEN). Unsigned, wrongly signed, or Twilio not configured: 403,
 * and nothing changes.
 */
function signedForm(app: FastifyInstance, request: FastifyRequest): Record<string, string> {
  const params = (request.body ?? {}) as Record<string, string>;
  const token = app.config.twilio?.authToken;
  const header = request.headers['x-twilio-signature'];
  const signature = Array.isArray(header) ? header[0] : header;
  if (!token || !isSignedByTwilio(token, signature, `${app.config.publicUrl}${request.url}`, params)) {
    throw permissionDenied('Not signed by Twilio');
  }
  return params;
}

/** Twilio's webhooks (public, signature checked): delivery status and incoming STOP/START. */
export async function smsWebhookRoutes(app: FastifyInstance): Promise<void> {
  // Form bodies for these routes only (@fastify/formbody is not installed).
  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    const params: Record<string, string> = {};
    for (const [key, value] of new URLSearchParams(String(body))) {
      params[key] = value;
    }
    done(null, params);
  });

  app.post(
    '/api/sms/twilio/status',
    {
      schema: {
        tags: ['sms'],
        summary: "Twilio's delivery status callback (form-encoded, X-Twilio-Signature checked; 403 unsigned)",
        consumes: [FORM],
        documentedBody: statusForm,
      },
    },
    async (request, reply) => {
      const form = statusForm.safeParse(signedForm(app, request));
      const status = form.success ? STATUS_MAP[form.data.MessageStatus] : undefined;
      if (form.success && status) {
        const error =
          status === 'failed'
            ? [form.data.ErrorCode, form.data.ErrorMessage].filter(Boolean).join(' ') || 'undelivered'
            : null;
        await updateRecipientStatus(app.store.db, form.data.MessageSid, status, error);
      }
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/sms/twilio/inbound',
    {
      schema: {
        tags: ['sms'],
        summary:
          'Twilio inbound texts: STOP and START update opt-outs (form-encoded, signature checked; 403 unsigned)',
        consumes: [FORM],
        documentedBody: inboundForm,
      },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const form = inboundForm.safeParse(signedForm(app, request));
      if (form.success) {
        const keyword = smsKeyword(form.data.Body);
        if (keyword === 'stop') {
          await optOut(app.store.db, form.data.From);
        } else if (keyword === 'start') {
          await optIn(app.store.db, form.data.From);
        }
      }
      return reply
        .type('text/xml; charset=utf-8')
        .send('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    },
  );
}
