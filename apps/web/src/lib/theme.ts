import type { Settings, ThemePreference } from '@app/shared/settings';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

type Appearance = Pick<Settings['appearance'], 'themePreference' | 'darkMode' | 'useSystemTheme'>;

/**
 * docs/architecture.md 16.4: Dark is darkMode true and useSystemTheme false; Light is darkMode false and
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

function cachedPreference(): ThemePreference {
  const cached = readStorage(STORAGE_KEYS.theme);
  return cached === 'dark' || cached === 'light' ? cached : 'system';
}

function applyCachedPreference(): void {
  const preference = cachedPreference();
  const dark = preference === 'system' ? systemPrefersDark() : preference === 'dark';
  document.documentElement.classList.toggle('dark', dark);
}

/**
 * Before the first render: the last known preference, so a reload does not flash the wrong theme.
 * Under System the page then follows the operating system live, also where no settings are loaded
 * (the sign-in and other public pages; signed in, ThemeSync does the same from the settings and
 * keeps the cached preference current).
 */
export function applyCachedTheme(): void {
  applyCachedPreference();
  if (typeof window.matchMedia === 'function') {
    window.matchMedia(DARK_QUERY).addEventListener('change', () => {
      if (cachedPreference() === 'system') {
        applyCachedPreference();
      }
    });
  }
}
