import type { RefreshTokenResponse } from '@app/shared/session-update';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../plugins/app-error';
import { authOf } from '../../plugins/auth';
import type { Deps } from '../../plugins/deps';
import { findPrincipal } from './auth.principal';
import { signAccessToken } from './auth.tokens';

/**
 * POST /api/token/refresh: a new token for the caller's session carrying the permissions the
 * server enforces now (read from the store, not from the few-seconds principal cache, so a call
 * made right after a session_update gets the new set on any node), expiring with the old token.
 */
export async function refreshToken(
  app: Deps<'store' | 'tokenKeys'>,
  request: FastifyRequest,
): Promise<RefreshTokenResponse> {
  const { sessionId, userId, tokenExp } = authOf(request);
  const principal = await findPrincipal(app.store.db, sessionId, userId);
  if (!principal) {
    throw unauthorized('Your session has ended. Please sign in again.');
  }
  const token = await signAccessToken(app.tokenKeys, {
    userId,
    sessionId,
    permissions: principal.permissions,
    expiresAt: new Date(tokenExp * 1000),
  });
  return { token };
}
