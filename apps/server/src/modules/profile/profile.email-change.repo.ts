import { and, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type EmailChangeLinkPurpose, emailChangeTokens } from '../../db/schema/email-changes';

export interface EmailChangeRow {
  userId: number;
  /** The address the link sets (for an undo link: the old address). */
  newEmail: string;
  requestedBy: number | null;
  keepSessionId: number | null;
  purpose: EmailChangeLinkPurpose;
}

/** The links a request makes (an undo link is not a request). */
const REQUEST_PURPOSES: EmailChangeLinkPurpose[] = ['confirm', 'consent'];

const usable = (tokenHash: string, purposes: readonly EmailChangeLinkPurpose[]) =>
  and(
    eq(emailChangeTokens.tokenHash, tokenHash),
    inArray(emailChangeTokens.purpose, [...purposes]),
    isNull(emailChangeTokens.usedAt),
    gt(emailChangeTokens.expiresAt, sql`now()`),
  );

/** E-mail change requests made for the user since `since` (each one mailed two addresses). */
export async function countEmailChangesSince(db: DbOrTx, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(emailChangeTokens)
    .where(
      and(
        eq(emailChangeTokens.userId, userId),
        inArray(emailChangeTokens.purpose, REQUEST_PURPOSES),
        gt(emailChangeTokens.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Voids the user's open e-mail change links: by default the request links (a newer request
 * replaces them, or one was confirmed); undo links only when asked (an undo was followed), so
 * whoever holds the new address cannot void the old address's way back.
 */
export async function voidEmailChanges(
  db: DbOrTx,
  userId: number,
  options: { undoLinks?: boolean } = {},
): Promise<void> {
  const purposes = options.undoLinks ? [...REQUEST_PURPOSES, 'undo' as const] : REQUEST_PURPOSES;
  await db
    .update(emailChangeTokens)
    .set({ expiresAt: sql`least(${emailChangeTokens.expiresAt}, now())` })
    .where(
      and(
        eq(emailChangeTokens.userId, userId),
        inArray(emailChangeTokens.purpose, purposes),
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
 * Consumes a link of one of these purposes atomically: exactly one caller gets the row back,
 * however many try at once; a used, expired, voided or other-purpose link answers null.
 */
export async function consumeEmailChange(
  db: DbOrTx,
  tokenHash: string,
  purposes: readonly EmailChangeLinkPurpose[],
): Promise<EmailChangeRow | null> {
  const [row] = await db
    .update(emailChangeTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(tokenHash, purposes))
    .returning({
      userId: emailChangeTokens.userId,
      newEmail: emailChangeTokens.newEmail,
      requestedBy: emailChangeTokens.requestedBy,
      keepSessionId: emailChangeTokens.keepSessionId,
      purpose: emailChangeTokens.purpose,
    });
  return row ?? null;
}
