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

/** docs/architecture.md 14.2: the approval queue; the kinds come from `app.approvals` (approvals.registry.ts). */
export const approvalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['approvals'];

  app.get(
    '/api/approvals',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'The approval queue',
        description:
          'Undecided items of the kinds the caller may decide (any approve_* permission), oldest first; `kinds` lists those kinds. Own group; administrators every group, or ?groupId=. An item the caller is a party to (giver or receiver of a slip, absent member or substitute of a substitution, applicant) is listed with decidable: false.',
        querystring: approvalListQuery,
        response: { 200: approvalListResponse },
      },
    },
    async (request) => listApprovals(app, authOf(request), request.query),
  );

  app.post(
    '/api/approvals/:kind/:id',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Decide an approval once',
        description:
          "Needs the kind's approve_* permission (403), in the caller's group (404 otherwise; administrators any group). A party to the item (giver or receiver of a slip, absent member or substitute of a substitution, applicant), administrators included, answers 403 SELF_DECISION. A second decision answers 409. member: approve makes the membership active with the Member permissions on the applicant's next request, reject removes it; the applicant is mailed and gets session_update on inbox:{userId}.",
        params: approvalParams,
        body: decideApprovalBody,
        response: { 200: approvalDecisionResponse },
      },
    },
    async (request) => decideApproval(app, authOf(request), request.params, request.body, clientOf(request)),
  );
};
