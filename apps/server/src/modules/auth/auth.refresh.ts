import type { RefreshTokenResponse } from '@app/shared/session-update';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../../plugins/app-error';
import { authOf } from '../../plugins/auth';
import { signAccessToken } from './auth.tokens';

/**
 * POST /api/token/refresh: a new token for the caller's session carrying the permissions the
 * server enforces now (read again from the store, not from the cache), expiring with the session.
 */
export async function refreshToken(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<RefreshTokenResponse> {
  const { sessionId, userId, tokenExp } = authOf(request);
  app.invalidateAuth({ sessionId });
  const fresh = await app.authenticateOptional(request);
  if (!fresh || fresh.sessionId !== sessionId || fresh.userId !== userId) {
    throw unauthorized('Your session has ended. Please sign in again.');
  }
  const token = await signAccessToken(app.tokenKeys, {
    userId,
    sessionId,
    permissions: fresh.permissions,
    expiresAt: new Date(tokenExp * 1000),
  });
  return { token };
}
