import type { Settings } from '@app/shared/settings';
import type { QueryClient } from '@tanstack/react-query';
import { applyTheme } from './theme';

/** The query key of GET /api/settings; the settings feature owns the query, sign-in may prime it. */
export const settingsQueryKey = ['settings'] as const;

/**
 * After sign-in (the login answer carries the settings): cache them and apply the dark class at
 * once, so the first page already has the member's theme (docs/architecture.md 16.4).
 */
export function primeSettingsCache(queryClient: QueryClient, settings: Settings): void {
  queryClient.setQueryData(settingsQueryKey, settings);
  applyTheme(settings.appearance);
}
