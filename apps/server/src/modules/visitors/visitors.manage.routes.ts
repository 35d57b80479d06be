import { groupScopeQuery } from '@app/shared/meetings';
import {
  inviteVisitorBody,
  visitorAttendedBody,
  visitorItem,
  visitorParams,
  visitorsQuery,
  visitorsResponse,
} from '@app/shared/visitors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth';
import { spendPerUser } from '../../plugins/budgets';
import { clientOf } from '../auth/auth.client';
import { cancelInvitation, markAttended, resendInvitation } from './visitors.manage';
import { inviteVisitor, listMyVisitors, spendResendBudget } from './visitors.service';

const tags = ['visitors'];

/** docs/architecture.md 14.3: visitors I invited (manage_meetings: the group's), invitations and attended credit. */
export const visitorManageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/visitors',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Visitors I invited, newest first (any active member; manage_meetings: the whole group)',
        querystring: visitorsQuery,
        response: { 200: visitorsResponse },
      },
    },
    async (request) => listMyVisitors(app, authOf(request), request.query),
  );

  app.post(
    '/api/visitors',
    {
      preHandler: [app.requireAuth, spendPerUser(app, 'visitorInvites')],
      schema: {
        tags,
        summary: 'Invite a visitor (any active member): mails accept and decline links',
        description:
          'The links expire after the meeting, or after 14 days without one. The same address twice to one meeting, or twice without a meeting within 14 days, answers 409; a bad address or a name holding a link 400 before anything is stored; more than 20 invitations a day 429. The inviter is told live (visitor_status on meetings:{groupId}) and by mail when the visitor answers.',
        querystring: groupScopeQuery,
        body: inviteVisitorBody,
        response: { 201: visitorItem },
      },
    },
    async (request, reply) => {
      const item = await inviteVisitor(
        app,
        authOf(request),
        request.query.groupId,
        request.body,
        clientOf(request),
      );
      return reply.code(201).send(item);
    },
  );

  app.post(
    '/api/visitors/:id/resend',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Send a pending invitation again with fresh links (the inviter or manage_meetings)',
        description:
          'The old links stop working; an answered invitation answers 409; the fourth resend of one invitation 429.',
        params: visitorParams,
        response: { 200: visitorItem },
      },
    },
    async (request, reply) => {
      await spendResendBudget(app, authOf(request), request.params.id, reply);
      return resendInvitation(app, authOf(request), request.params.id, clientOf(request));
    },
  );

  app.delete(
    '/api/visitors/:id',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Withdraw an invitation (the inviter or manage_meetings); its links stop working',
        description: 'Answers 204. A visitor marked attended cannot be withdrawn (409).',
        params: visitorParams,
      },
    },
    async (request, reply) => {
      await cancelInvitation(app, authOf(request), request.params.id, clientOf(request));
      return reply.code(204).send();
    },
  );

  app.put(
    '/api/visitors/:id/attended',
    {
      preHandler: app.requirePermission('record_attendance'),
      schema: {
        tags,
        summary: 'Mark a visitor present at the meeting: the inviter’s visitor credit (record_attendance)',
        description:
          'Only at the meeting the visitor was invited to, once it has started: an invitation without a meeting, or to a cancelled or future meeting, answers 409. attended: false takes the mark back.',
        params: visitorParams,
        body: visitorAttendedBody,
        response: { 200: visitorItem },
      },
    },
    async (request) =>
      markAttended(app, authOf(request), request.params.id, request.body.attended, clientOf(request)),
  );
};
