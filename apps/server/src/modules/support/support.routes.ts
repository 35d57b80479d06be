import { supportContactResponse, supportMessageBody, supportMessageResponse } from '@app/shared/support';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth';
import { sendSupportMessage } from './support.service';

/** Messages per client address and window. */
export const SUPPORT_MESSAGE_RATE = { max: 5, timeWindow: '1 hour' } as const;

export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Where to write: the operator's SUPPORT_EMAIL (public, so the sign-in screen may show it too). */
  app.get(
    '/api/support/contact',
    { schema: { tags: ['support'], response: { 200: supportContactResponse } } },
    async () => ({ email: app.config.supportEmail }),
  );

  app.post(
    '/api/support/contact',
    {
      preHandler: app.requireAuth,
      config: { rateLimit: SUPPORT_MESSAGE_RATE },
      schema: { tags: ['support'], body: supportMessageBody, response: { 200: supportMessageResponse } },
    },
    async (request) => {
      await sendSupportMessage(app.store.db, {
        userId: authOf(request).userId,
        message: request.body,
        supportEmail: app.config.supportEmail,
      });
      return { message: 'Your message has been sent to support. We will reply by e-mail.' };
    },
  );
};
