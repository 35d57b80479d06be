import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/users';

/** Sets the user's picture key (null removes it) and answers the key it replaced. */
export async function swapProfileImage(
  tx: DbOrTx,
  userId: number,
  key: string | null,
): Promise<{ previous: string | null }> {
  const [row] = await tx
    .execute<{ profile_image: string | null }>(
      sql`select ${users.profileImage} as profile_image from ${users} where ${users.id} = ${userId} for update`,
    )
    .then((r) => r.rows);
  await tx.update(users).set({ profileImage: key }).where(eq(users.id, userId));
  return { previous: row?.profile_image ?? null };
}
