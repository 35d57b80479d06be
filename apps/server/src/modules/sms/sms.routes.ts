import {
  sendSmsBody,
  sendSmsResponse,
  smsGroupQuery,
  smsListQuery,
  smsListResponse,
  smsOptOutsResponse,
  smsPreviewBody,
  smsPreviewResponse,
} from '@app/shared/sms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth';
import { clientOf } from '../auth/auth.client';
import { listSms, listSmsOptOuts, previewSms, sendSms } from './sms.service';

/** Text messages to members of my group (docs/architecture.md 14.5): send_sms. */
export const smsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['sms'];
  const gate = app.requirePermission('send_sms');

  app.get(
    '/api/admin/sms',
    { schema: { tags, querystring: smsListQuery, response: { 200: smsListResponse } }, preHandler: gate },
    async (request) => listSms(app, authOf(request), request.query),
  );

  app.get(
    '/api/admin/sms/opt-outs',
    {
      schema: { tags, querystring: smsGroupQuery, response: { 200: smsOptOutsResponse } },
      preHandler: gate,
    },
    async (request) => listSmsOptOuts(app, authOf(request), request.query.groupId),
  );

  app.post(
    '/api/admin/sms/preview',
    {
      schema: {
        tags,
        querystring: smsGroupQuery,
        body: smsPreviewBody,
        response: { 200: smsPreviewResponse },
      },
      preHandler: gate,
    },
    async (request) => previewSms(app, authOf(request), request.body, request.query.groupId),
  );

  app.post(
    '/api/admin/sms',
    {
      schema: { tags, querystring: smsGroupQuery, body: sendSmsBody, response: { 201: sendSmsResponse } },
      preHandler: gate,
    },
    async (request, reply) => {
      const sent = await sendSms(
        app,
        authOf(request),
        request.body,
        request.query.groupId,
        clientOf(request),
      );
      return reply.code(201).send(sent);
    },
  );
};
