import type { Settings, ThemePreference } from '@app/shared/settings';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

type Appearance = Pick<Settings['appearance'], 'themePreference' | 'darkMode' | 'useSystemTheme'>;

/**
 * Spec section 4: Dark is darkMode true and useSystemTheme false; Light is darkMode false and
 * useSystemTheme false; System is useSystemTheme true (darkMode is then left as it was).
 */
export function appearanceFor(preference: ThemePreference, current: Appearance): Appearance {
  switch (preference) {
    case 'dark':
      return { themePreference: 'dark', darkMode: true, useSystemTheme: false };
    case 'light':
      return { themePreference: 'light', darkMode: false, useSystemTheme: false };
    case 'system':
      return { themePreference: 'system', darkMode: current.darkMode, useSystemTheme: true };
  }
}

/** The preference a stored appearance stands for (older records may lack themePreference). */
export function preferenceOf(appearance: Appearance): ThemePreference {
  if (appearance.useSystemTheme) {
    return 'system';
  }
  return appearance.darkMode ? 'dark' : 'light';
}

/** Whether the page is dark: the operating system decides under System, darkMode otherwise. */
export function isDark(appearance: Appearance, systemPrefersDark: boolean): boolean {
  return appearance.useSystemTheme ? systemPrefersDark : appearance.darkMode;
}

export const DARK_QUERY = '(prefers-color-scheme: dark)';

export function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

/** Sets or clears the `dark` class on <html> and remembers the choice for the next page load. */
export function applyTheme(appearance: Appearance, systemDark: boolean = systemPrefersDark()): void {
  const dark = isDark(appearance, systemDark);
  document.documentElement.classList.toggle('dark', dark);
  writeStorage(STORAGE_KEYS.theme, preferenceOf(appearance));
}

/** Before the first render: the last known preference, so a reload does not flash the wrong theme. */
export function applyCachedTheme(): void {
  const cached = readStorage(STORAGE_KEYS.theme);
  const preference: ThemePreference = cached === 'dark' || cached === 'light' ? cached : 'system';
  const dark = preference === 'system' ? systemPrefersDark() : preference === 'dark';
  document.documentElement.classList.toggle('dark', dark);
}
