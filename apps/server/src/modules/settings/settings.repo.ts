import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userSettings } from '../../db/schema/settings';

export interface StoredSetting {
  category: string;
  setting: string;
  value: unknown;
}

export async function findSettings(db: DbOrTx, userId: number): Promise<StoredSetting[]> {
  return db
    .select({ category: userSettings.category, setting: userSettings.setting, value: userSettings.value })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
}

export async function upsertSetting(db: DbOrTx, userId: number, s: StoredSetting): Promise<void> {
  await db
    .insert(userSettings)
    .values({ userId, category: s.category, setting: s.setting, value: s.value })
    .onConflictDoUpdate({
      target: [userSettings.userId, userSettings.category, userSettings.setting],
      set: { value: s.value, updatedAt: new Date() },
    });
}

export async function deleteSettings(db: DbOrTx, userId: number, category?: string): Promise<void> {
  await db
    .delete(userSettings)
    .where(
      category
        ? and(eq(userSettings.userId, userId), eq(userSettings.category, category))
        : eq(userSettings.userId, userId),
    );
}
