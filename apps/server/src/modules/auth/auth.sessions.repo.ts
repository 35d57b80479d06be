import { and, desc, eq, gt, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions } from '../../db/schema/users';

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

/** The user's sessions that are still open, newest first. */
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
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), gt(sessions.expiresAt, new Date())))
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
