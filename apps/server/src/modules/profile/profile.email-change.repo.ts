import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailChangeTokens } from '../../db/schema/email-changes';

export interface EmailChangeRow {
  userId: number;
  newEmail: string;
  requestedBy: number | null;
  keepSessionId: number | null;
}

const usable = (tokenHash: string) =>
  and(
    eq(emailChangeTokens.tokenHash, tokenHash),
    isNull(emailChangeTokens.usedAt),
    gt(emailChangeTokens.expiresAt, sql`now()`),
  );

/** E-mail change requests made for the user since `since` (each one mailed two addresses). */
export async function countEmailChangesSince(db: DbOrTx, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(emailChangeTokens)
    .where(and(eq(emailChangeTokens.userId, userId), gt(emailChangeTokens.createdAt, since)));
  return row?.n ?? 0;
}

/** Voids the user's open e-mail change links (a newer request replaces them, or one was confirmed). */
export async function voidEmailChanges(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(emailChangeTokens)
    .set({ expiresAt: sql`least(${emailChangeTokens.expiresAt}, now())` })
    .where(
      and(
        eq(emailChangeTokens.userId, userId),
        isNull(emailChangeTokens.usedAt),
        gt(emailChangeTokens.expiresAt, sql`now()`),
      ),
    );
}

export async function insertEmailChange(
  db: DbOrTx,
  values: EmailChangeRow & { tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(emailChangeTokens).values(values);
}

/**
 * Consumes a link atomically: exactly one caller gets the pending change back, however many try
 * at once; a used, expired or voided link answers null.
 */
export async function consumeEmailChange(db: DbOrTx, tokenHash: string): Promise<EmailChangeRow | null> {
  const [row] = await db
    .update(emailChangeTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(tokenHash))
    .returning({
      userId: emailChangeTokens.userId,
      newEmail: emailChangeTokens.newEmail,
      requestedBy: emailChangeTokens.requestedBy,
      keepSessionId: emailChangeTokens.keepSessionId,
    });
  return row ?? null;
}
