import { AUDIT_ACTIONS } from '@app/shared/audit';
import { messageResponse, sessionIdParams, sessionListResponse } from '@app/shared/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../plugins/app-error';
import { authOf } from '../../plugins/auth';
import { writeAudit } from '../audit/audit.record';
import { presentSession } from './auth.present';
import { endSessions } from './auth.sessions';
import { findOpenSessions } from './auth.sessions.repo';

/** My sessions: list them, end one of them (ASVS 7.5.2). */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['auth'];

  app.get(
    '/api/sessions',
    { schema: { tags, response: { 200: sessionListResponse } }, preHandler: app.requireAuth },
    async (request) => {
      const auth = authOf(request);
      const rows = await findOpenSessions(app.store.db, auth.userId);
      return { items: rows.map((r) => presentSession(r, auth.sessionId)), total: rows.length };
    },
  );

  app.delete(
    '/api/sessions/:id',
    {
      schema: { tags, params: sessionIdParams, response: { 200: messageResponse } },
      preHandler: app.requireAuth,
    },
    async (request) => {
      const auth = authOf(request);
      const ended = await endSessions(
        app,
        { userId: auth.userId, sessionIds: [request.params.id] },
        request.params.id === auth.sessionId ? 'logout' : 'ended',
      );
      if (ended.length === 0) {
        throw notFound('Session');
      }
      await writeAudit(app.store.db, {
        actorId: auth.userId,
        action: AUDIT_ACTIONS.sessionEnded,
        targetType: 'session',
        targetId: request.params.id,
        groupId: auth.groupId,
        ip: request.ip,
      });
      return { message: 'The session has been ended.' };
    },
  );
};
