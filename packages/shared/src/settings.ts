import { z } from 'zod';
import { DEFAULT_FONT } from './constants';

export const themePreference = z.enum(['dark', 'light', 'system']);
export type ThemePreference = z.infer<typeof themePreference>;

/** Per category, every setting with its schema. Unknown categories or settings are refused. */
export const SETTING_SCHEMAS = {
  appearance: {
    themePreference,
    useSystemTheme: z.boolean(),
    darkMode: z.boolean(),
    brandFont: z.enum(['figtree', 'inter', 'montserrat', 'nunito', 'system']),
  },
  notifications: {
    push: z.boolean(),
    email: z.boolean(),
    messageSound: z.boolean(),
    /** The weekly digest mail (docs/architecture.md 14.7). */
    weeklyDigest: z.boolean(),
  },
  privacy: {
    showEmail: z.boolean(),
    showPhone: z.boolean(),
  },
} as const;

export type SettingCategory = keyof typeof SETTING_SCHEMAS;

export const DEFAULT_SETTINGS = {
  appearance: { themePreference: 'system', useSystemTheme: true, darkMode: false, brandFont: DEFAULT_FONT },
  notifications: { push: false, email: true, messageSound: true, weeklyDigest: true },
  privacy: { showEmail: true, showPhone: true },
} as const;

export const settingsResponse = z.object({
  appearance: z.object({
    themePreference,
    useSystemTheme: z.boolean(),
    darkMode: z.boolean(),
    brandFont: z.string(),
  }),
  notifications: z.object({
    push: z.boolean(),
    email: z.boolean(),
    messageSound: z.boolean(),
    weeklyDigest: z.boolean(),
  }),
  privacy: z.object({ showEmail: z.boolean(), showPhone: z.boolean() }),
});
export type Settings = z.infer<typeof settingsResponse>;

export const updateSettingBody = z.object({
  category: z.string().min(1).max(40),
  setting: z.string().min(1).max(40),
  value: z.unknown(),
});
export type UpdateSettingBody = z.infer<typeof updateSettingBody>;

/** PUT /api/settings and POST /api/settings/reset answer `{ data: settings }`. */
export const settingsDataResponse = z.object({ data: settingsResponse, message: z.string().optional() });

export const SETTING_CATEGORIES = Object.keys(SETTING_SCHEMAS) as SettingCategory[];

/** POST /api/settings/reset: every category, or only the one named. */
export const resetSettingsBody = z
  .object({ category: z.enum(['appearance', 'notifications', 'privacy']).optional() })
  .strict()
  .nullish();
export type ResetSettingsBody = z.infer<typeof resetSettingsBody>;
