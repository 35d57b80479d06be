import { SESSION_LIFETIME_S } from '@app/shared/constants';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../plugins/deps';
import type { AppEvents } from '../../plugins/events';
import { insertSession, markSessionsEnded } from './auth.sessions.repo';

export type SessionEndReason = AppEvents['sessions-ended']['reason'];

const MAX_USER_AGENT = 512;

/** Opens a session (12 h) for a sign-in; the JWT names it. */
export function openSession(
  db: DbOrTx,
  input: { userId: number; userAgent: string | undefined; ip: string | undefined },
): Promise<{ id: number; expiresAt: Date }> {
  return insertSession(db, {
    userId: input.userId,
    expiresAt: new Date(Date.now() + SESSION_LIFETIME_S * 1000),
    userAgent: input.userAgent ? input.userAgent.slice(0, MAX_USER_AGENT) : null,
    ip: input.ip ?? null,
  });
}

/**
 * The one way sessions end (logout, password reset or change, deactivation, "end this session"):
 * marks the rows, forgets cached principals so their tokens answer 401 at once, and announces it
 * so live realtime connections of those sessions are closed. Runs on its own (after any
 * transaction that caused it has committed).
 */
export async function endSessions(
  app: Deps<'store' | 'events' | 'invalidateAuth'>,
  input: { userId: number; sessionIds: number[] | 'all'; exceptSessionId?: number },
  reason: SessionEndReason,
): Promise<number[]> {
  const ended = await markSessionsEnded(app.store.db, { ...input, reason });
  if (input.sessionIds === 'all' && input.exceptSessionId === undefined) {
    app.invalidateAuth({ userId: input.userId });
    app.events.emit('sessions-ended', { userId: input.userId, sessionIds: 'all', reason });
    return ended;
  }
  for (const sessionId of ended) {
    app.invalidateAuth({ sessionId });
  }
  if (ended.length > 0) {
    app.events.emit('sessions-ended', { userId: input.userId, sessionIds: ended, reason });
  }
  return ended;
}
