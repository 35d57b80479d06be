import {
  VISITOR_RESPONSE_ACTIONS,
  type VisitorResponseAction,
  visitorRespondQuery,
} from '@app/shared/visitors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf } from '../auth/auth.client';
import { respondToInvitation } from './visitors.respond';

const isAction = (value: string | undefined): value is VisitorResponseAction =>
  (VISITOR_RESPONSE_ACTIONS as readonly (string | undefined)[]).includes(value);

export const responseScreenUrl = (action: VisitorResponseAction, alreadyProcessed: boolean) =>
  `/visitor/response?action=${action}&alreadyProcessed=${alreadyProcessed}`;

/**
 * The accept/decline link of an invitation mail. It always redirects (302) to the web screen: a
 * missing token or an unknown action is shown as "Already Processed" (nothing was recorded).
 */
export const visitorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/visitors/respond',
    { schema: { tags: ['visitors'], querystring: visitorRespondQuery } },
    async (request, reply) => {
      const { token, action } = request.query;
      reply.header('referrer-policy', 'no-referrer').header('cache-control', 'no-store');
      if (!token || !isAction(action)) {
        return reply.redirect(responseScreenUrl(isAction(action) ? action : 'decline', true), 302);
      }
      const result = await respondToInvitation(app, { token, action }, clientOf(request));
      return reply.redirect(responseScreenUrl(result.action, result.alreadyProcessed), 302);
    },
  );
};
