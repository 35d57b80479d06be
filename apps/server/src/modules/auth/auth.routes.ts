import { AUDIT_ACTIONS } from '@app/shared/audit';
import {
  changePasswordBody,
  loginBody,
  loginResponse,
  messageResponse,
  registerBody,
  resetPasswordBody,
  resetRequestBody,
  resetTokenParams,
  verifyTokenResponse,
} from '@app/shared/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../plugins/app-error';
import { authOf } from '../../plugins/auth';
import { perAddressLimit } from '../../plugins/rate-limit-keys';
import { writeAudit } from '../audit/audit.record';
import { findUserById } from '../users/users.accounts';
import { changePassword } from './auth.change-password';
import { clientOf } from './auth.client';
import { LOGIN_LIMIT_MESSAGE, REGISTER_LIMIT_MESSAGE, RESET_LIMIT_MESSAGE } from './auth.limits';
import { login } from './auth.login';
import { presentVerifiedUser } from './auth.present';
import { register } from './auth.register';
import { requestPasswordReset, resetPassword } from './auth.reset';
import { endSessions } from './auth.sessions';

/** Sign-in, registration, password reset and change, logout, token check (docs/architecture.md 16.7). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = app.config.rateLimits;
  const tags = ['auth'];

  app.post(
    '/api/login',
    {
      schema: { tags, body: loginBody, response: { 200: loginResponse } },
      config: perAddressLimit(limits.login, LOGIN_LIMIT_MESSAGE),
    },
    async (request) => login(app, request.body, clientOf(request)),
  );

  app.post(
    '/api/register',
    {
      schema: { tags, body: registerBody, response: { 200: messageResponse } },
      config: perAddressLimit(limits.register, REGISTER_LIMIT_MESSAGE),
    },
    async (request) => register(app.store.db, request.body, clientOf(request)),
  );

  app.get(
    '/api/verify-token',
    { schema: { tags, response: { 200: verifyTokenResponse } }, preHandler: app.requireAuth },
    async (request) => {
      const auth = authOf(request);
      const user = await findUserById(app.store.db, auth.userId);
      if (!user) {
        throw unauthorized('Your session has ended. Please sign in again.');
      }
      return { user: presentVerifiedUser(user, auth, app.config.appVersion) };
    },
  );

  app.post(
    '/api/logout',
    { schema: { tags, response: { 200: messageResponse } }, preHandler: app.requireAuth },
    async (request) => {
      const auth = authOf(request);
      await endSessions(app, { userId: auth.userId, sessionIds: [auth.sessionId] }, 'logout');
      await writeAudit(app.store.db, {
        actorId: auth.userId,
        action: AUDIT_ACTIONS.logout,
        targetType: 'session',
        targetId: auth.sessionId,
        groupId: auth.groupId,
        ip: request.ip,
      });
      return { message: 'You have been signed out.' };
    },
  );

  app.post(
    '/api/reset-password',
    {
      schema: { tags, body: resetRequestBody, response: { 200: messageResponse } },
      config: perAddressLimit(limits.resetPassword, RESET_LIMIT_MESSAGE),
    },
    async (request) => requestPasswordReset(app, request.body.email, clientOf(request)),
  );

  app.post(
    '/api/reset-password/:token',
    {
      schema: { tags, params: resetTokenParams, body: resetPasswordBody, response: { 200: messageResponse } },
      config: perAddressLimit(limits.resetPassword, RESET_LIMIT_MESSAGE),
    },
    async (request) => resetPassword(app, request.params.token, request.body.password, clientOf(request)),
  );

  app.post(
    '/api/password',
    {
      schema: { tags, body: changePasswordBody, response: { 200: messageResponse } },
      preHandler: app.requireAuth,
    },
    async (request) => changePassword(app, authOf(request), request.body, clientOf(request)),
  );
};
