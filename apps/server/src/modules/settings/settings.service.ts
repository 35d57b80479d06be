import { DEFAULT_SETTINGS, SETTING_SCHEMAS, type SettingCategory, type Settings } from '@app/shared/settings';
import type { DbOrTx } from '../../db/client';
import { validationError } from '../../plugins/app-error';
import { deleteSettings, findSettings, upsertSetting } from './settings.repo';

function isCategory(value: string): value is SettingCategory {
  return Object.hasOwn(SETTING_SCHEMAS, value);
}

/** The user's settings: stored values over the defaults; a stored value that no longer validates is ignored. */
export async function loadSettings(db: DbOrTx, userId: number): Promise<Settings> {
  const result = structuredClone(DEFAULT_SETTINGS) as unknown as Record<string, Record<string, unknown>>;
  for (const row of await findSettings(db, userId)) {
    if (!isCategory(row.category)) {
      continue;
    }
    const schema = (
      SETTING_SCHEMAS[row.category] as Record<string, { safeParse(v: unknown): { success: boolean } }>
    )[row.setting];
    const target = result[row.category];
    if (schema?.safeParse(row.value).success && target) {
      target[row.setting] = row.value;
    }
  }
  return result as unknown as Settings;
}

/** Validates one setting against its category's schema and stores it. */
export async function updateSetting(
  db: DbOrTx,
  userId: number,
  input: { category: string; setting: string; value: unknown },
): Promise<Settings> {
  if (!isCategory(input.category)) {
    throw validationError('category', `Unknown settings category "${input.category}"`);
  }
  const schemas = SETTING_SCHEMAS[input.category] as Record<
    string,
    { safeParse(v: unknown): { success: boolean } }
  >;
  const schema = Object.hasOwn(schemas, input.setting) ? schemas[input.setting] : undefined;
  if (!schema) {
    throw validationError('setting', `Unknown setting "${input.setting}" in "${input.category}"`);
  }
  if (!schema.safeParse(input.value).success) {
    throw validationError('value', `Invalid value for ${input.category}.${input.setting}`);
  }
  await upsertSetting(db, userId, input);
  return loadSettings(db, userId);
}

export async function resetSettings(db: DbOrTx, userId: number, category?: string): Promise<Settings> {
  await deleteSettings(db, userId, category);
  return loadSettings(db, userId);
}
