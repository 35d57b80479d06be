import { refreshTokenResponse } from '@app/shared/session-update';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refreshToken } from './auth.refresh';

/** A fresh token for the current session (the web app calls it on `session_update`). */
export const tokenRefreshRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/token/refresh',
    {
      preHandler: app.requireAuth,
      schema: { tags: ['auth'], response: { 200: refreshTokenResponse } },
    },
    async (request) => refreshToken(app, request),
  );
};
