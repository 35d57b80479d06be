import {
  approvalDecisionResponse,
  approvalListQuery,
  approvalListResponse,
  approvalParams,
  decideApprovalBody,
} from '@app/shared/approvals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth';
import { clientOf } from '../auth/auth.client';
import { decideApproval, listApprovals } from './approvals.service';

/** ARCHITECTURE 14.2: the approval queue; the kinds come from `app.approvals` (approvals.registry.ts). */
export const approvalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['approvals'];

  app.get(
    '/api/approvals',
    {
      preHandler: app.requireAuth,
      schema: { tags, querystring: approvalListQuery, response: { 200: approvalListResponse } },
    },
    async (request) => listApprovals(app, authOf(request), request.query),
  );

  app.post(
    '/api/approvals/:kind/:id',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        params: approvalParams,
        body: decideApprovalBody,
        response: { 200: approvalDecisionResponse },
      },
    },
    async (request) => decideApproval(app, authOf(request), request.params, request.body, clientOf(request)),
  );
};
