import { messageResponse } from '@app/shared/auth';
import {
  confirmEmailChangeBody,
  profileQuery,
  profileResponse,
  undoEmailChangeBody,
  updateEmailBody,
  updateProfileBody,
} from '@app/shared/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validationError } from '../../plugins/app-error';
import { authOf } from '../../plugins/auth';
import { spendPerUser } from '../../plugins/budgets';
import { clientOf } from '../auth/auth.client';
import { confirmEmailChange, requestEmailChange, undoEmailChange } from './profile.email-change';
import { getProfile, updateProfile } from './profile.service';

/**
 * GET/PUT /api/profile and PUT /api/profile/email, each with an optional ?userId (docs/architecture.md 16.7);
 * POST /api/profile/email/confirm applies an e-mail change from its mailed link, and
 * POST /api/profile/email/undo takes an administrator's change back from the old address's link.
 */
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
      schema: { tags, querystring: profileQuery, body: updateEmailBody, response: { 202: messageResponse } },
      preHandler: [app.requireAuth, spendPerUser(app, 'emailChanges')],
    },
    async (request, reply) => {
      const { userId: queryId } = request.query;
      const { userId: bodyId } = request.body;
      if (queryId !== undefined && bodyId !== undefined && queryId !== bodyId) {
        throw validationError('userId', 'userId in the query and in the body differ');
      }
      const answer = await requestEmailChange(
        app,
        authOf(request),
        queryId ?? bodyId,
        request.body,
        clientOf(request),
      );
      return reply.code(202).send(answer);
    },
  );

  // Public: the token of the mailed link (to the new address, or the member's consent) is the credential.
  app.post(
    '/api/profile/email/confirm',
    { schema: { tags, body: confirmEmailChangeBody, response: { 200: messageResponse } } },
    async (request) => confirmEmailChange(app, request.body.token, clientOf(request)),
  );

  // Public: the token of the undo link mailed to the old address is the credential (docs/architecture.md 15.5).
  app.post(
    '/api/profile/email/undo',
    { schema: { tags, body: undoEmailChangeBody, response: { 200: messageResponse } } },
    async (request) => undoEmailChange(app, request.body.token, clientOf(request)),
  );
};
