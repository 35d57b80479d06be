import {
  conversationParams,
  conversationQuery,
  conversationResponse,
  deleteMessageResponse,
  inboxResponse,
  markReadResponse,
  messageParams,
  recipientsQuery,
  recipientsResponse,
  sendMessageBody,
  sendMessageResponse,
} from '@app/shared/inbox';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth';
import { SEND_MESSAGE_LIMIT } from './inbox.rate-limit';
import {
  deleteMessage,
  getConversation,
  type InboxDeps,
  listInbox,
  listRecipients,
  markRead,
  sendMessage,
} from './inbox.service';

const tags = ['inbox'];
const ok = <T>(data: T) => ({ data, status: 'success' as const });

function depsOf(app: FastifyInstance, log: InboxDeps['log']): InboxDeps {
  return { db: app.store.db, realtime: app.realtime, log };
}

/** docs/architecture.md 13, inbox calls: every answer is `{ data, status: 'success' }`. */
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/inbox',
    { preHandler: app.requireAuth, schema: { tags, response: { 200: inboxResponse } } },
    async (request) => ok(await listInbox(app.store.db, authOf(request).userId)),
  );

  app.get(
    '/api/inbox/conversations/:id',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        params: conversationParams,
        querystring: conversationQuery,
        response: { 200: conversationResponse },
      },
    },
    async (request) =>
      ok(await getConversation(app.store.db, authOf(request).userId, request.params.id, request.query)),
  );

  app.post(
    '/api/inbox/messages',
    {
      preHandler: app.requireAuth,
      config: SEND_MESSAGE_LIMIT,
      schema: { tags, body: sendMessageBody, response: { 200: sendMessageResponse } },
    },
    async (request) => ok(await sendMessage(depsOf(app, request.log), authOf(request).userId, request.body)),
  );

  app.put(
    '/api/inbox/conversations/:id/read',
    {
      preHandler: app.requireAuth,
      schema: { tags, params: conversationParams, response: { 200: markReadResponse } },
    },
    async (request) =>
      ok(await markRead(depsOf(app, request.log), authOf(request).userId, request.params.id)),
  );

  app.delete(
    '/api/inbox/messages/:id',
    {
      preHandler: app.requireAuth,
      schema: { tags, params: messageParams, response: { 200: deleteMessageResponse } },
    },
    async (request) =>
      ok(await deleteMessage(depsOf(app, request.log), authOf(request).userId, request.params.id)),
  );

  app.get(
    '/api/inbox/recipients',
    {
      preHandler: app.requireAuth,
      schema: { tags, querystring: recipientsQuery, response: { 200: recipientsResponse } },
    },
    async (request) => ok(await listRecipients(app.store.db, authOf(request).userId, request.query.q)),
  );
};
