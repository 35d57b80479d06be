import { supportContactResponse, supportMessageBody, supportMessageResponse } from '@app/shared/support';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth';
import { perUserLimit } from '../../plugins/rate-limit-keys';
import { sendSupportMessage } from './support.service';

/** Messages per member and hour; calls without a valid token (refused anyway) count per address. */
export const SUPPORT_MESSAGE_RATE = { perUser: 5, perAddress: 60, windowMs: 3_600_000 } as const;

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
      config: perUserLimit(SUPPORT_MESSAGE_RATE, 'Too many support messages. Please try again later.'),
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
