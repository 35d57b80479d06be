import { and, desc, eq, gt, inArray, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions } from '../../db/schema/users';
import { LAST_SEEN_WRITE_INTERVAL_MS, SESSION_IDLE_LIMIT_MS } from './auth.session-state';

export interface SessionRow {
  id: number;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  userAgent: string | null;
  ip: string | null;
}

export async function insertSession(
  db: DbOrTx,
  values: { userId: number; expiresAt: Date; userAgent: string | null; ip: string | null },
): Promise<{ id: number; expiresAt: Date }> {
  const [row] = await db
    .insert(sessions)
    .values(values)
    .returning({ id: sessions.id, expiresAt: sessions.expiresAt });
  if (!row) {
    throw new Error('session insert returned no row');
  }
  return row;
}

/** The user's sessions that are still open (not ended, expired or idle too long), newest first. */
export async function findOpenSessions(db: DbOrTx, userId: number): Promise<SessionRow[]> {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, new Date()),
        gt(sessions.lastSeenAt, new Date(Date.now() - SESSION_IDLE_LIMIT_MS)),
      ),
    )
    .orderBy(desc(sessions.createdAt), desc(sessions.id));
}

/** Ends the user's open sessions (all, or those listed, minus one to keep); answers the ids ended. */
export async function markSessionsEnded(
  db: DbOrTx,
  input: { userId: number; sessionIds: number[] | 'all'; exceptSessionId?: number; reason: string },
): Promise<number[]> {
  const conditions: SQL[] = [eq(sessions.userId, input.userId), isNull(sessions.endedAt)];
  if (input.sessionIds !== 'all') {
    if (input.sessionIds.length === 0) {
      return [];
    }
    conditions.push(inArray(sessions.id, input.sessionIds));
  }
  if (input.exceptSessionId !== undefined) {
    conditions.push(ne(sessions.id, input.exceptSessionId));
  }
  const rows = await db
    .update(sessions)
    .set({ endedAt: new Date(), endReason: input.reason })
    .where(and(...conditions))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

/**
 * Records that the session was just used. The row is written only when its last_seen_at is older
 * than LAST_SEEN_WRITE_INTERVAL_MS, so several nodes together still write at most once a minute.
 */
export async function touchSession(db: DbOrTx, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(
        eq(sessions.id, sessionId),
        lt(
          sessions.lastSeenAt,
          sql`now() - (${LAST_SEEN_WRITE_INTERVAL_MS}::integer * interval '1 millisecond')`,
        ),
      ),
    );
}
