import { refreshTokenResponse } from '@app/shared/session-update';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refreshToken } from './auth.refresh';

/** A fresh token for the current session (the web app calls it on `session_update`). */
export const tokenRefreshRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/token/refresh',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['auth'],
        summary: 'A fresh token for the current session',
        description:
          'Answers { token } for the caller\'s session, carrying the permissions the server enforces now and expiring with the old token. The web app calls it when inbox:{userId} publishes { action: "session_update", payload: { reason } } (the permission matrix changed, or the membership was approved or rejected) and swaps in the new token.',
        response: { 200: refreshTokenResponse },
      },
    },
    async (request) => refreshToken(app, request),
  );
};
