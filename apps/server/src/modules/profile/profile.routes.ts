import { profileQuery, profileResponse, updateEmailBody, updateProfileBody } from '@app/shared/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validationError } from '../../plugins/app-error';
import { authOf } from '../../plugins/auth';
import { clientOf } from '../auth/auth.client';
import { changeEmail, getProfile, updateProfile } from './profile.service';

/** GET/PUT /api/profile and PUT /api/profile/email, each with an optional ?userId (spec section 7). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['profile'];

  app.get(
    '/api/profile',
    {
      schema: { tags, querystring: profileQuery, response: { 200: profileResponse } },
      preHandler: app.requireAuth,
    },
    async (request) => getProfile(app, authOf(request), request.query.userId),
  );

  app.put(
    '/api/profile',
    {
      schema: {
        tags,
        querystring: profileQuery,
        body: updateProfileBody,
        response: { 200: profileResponse },
      },
      preHandler: app.requireAuth,
    },
    async (request) =>
      updateProfile(app, authOf(request), request.query.userId, request.body, clientOf(request)),
  );

  app.put(
    '/api/profile/email',
    {
      schema: { tags, querystring: profileQuery, body: updateEmailBody, response: { 200: profileResponse } },
      preHandler: app.requireAuth,
    },
    async (request) => {
      const { userId: queryId } = request.query;
      const { userId: bodyId } = request.body;
      if (queryId !== undefined && bodyId !== undefined && queryId !== bodyId) {
        throw validationError('userId', 'userId in the query and in the body differ');
      }
      return changeEmail(app, authOf(request), queryId ?? bodyId, request.body, clientOf(request));
    },
  );
};
