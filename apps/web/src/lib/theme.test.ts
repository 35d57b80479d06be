import { afterEach, describe, expect, it } from 'vitest';
import { installMatchMedia } from './testing/match-media';
import { appearanceFor, applyCachedTheme, applyTheme, DARK_QUERY, isDark, preferenceOf } from './theme';

describe('theme mapping (docs/architecture.md 16.4)', () => {
  const current = { themePreference: 'system' as const, darkMode: true, useSystemTheme: true };

  it('Dark is darkMode true and useSystemTheme false', () => {
    expect(appearanceFor('dark', current)).toEqual({
      themePreference: 'dark',
      darkMode: true,
      useSystemTheme: false,
    });
  });

  it('Light is darkMode false and useSystemTheme false', () => {
    expect(appearanceFor('light', current)).toEqual({
      themePreference: 'light',
      darkMode: false,
      useSystemTheme: false,
    });
  });

  it('System is useSystemTheme true', () => {
    expect(appearanceFor('system', { ...current, useSystemTheme: false })).toMatchObject({
      themePreference: 'system',
      useSystemTheme: true,
    });
  });

  it('reads the preference back from the two flags', () => {
    expect(preferenceOf({ themePreference: 'system', darkMode: true, useSystemTheme: false })).toBe('dark');
    expect(preferenceOf({ themePreference: 'dark', darkMode: false, useSystemTheme: false })).toBe('light');
    expect(preferenceOf({ themePreference: 'light', darkMode: false, useSystemTheme: true })).toBe('system');
  });

  it('under System the operating system decides; otherwise darkMode does', () => {
    const system = appearanceFor('system', current);
    expect(isDark(system, true)).toBe(true);
    expect(isDark(system, false)).toBe(false);
    expect(isDark(appearanceFor('dark', current), false)).toBe(true);
    expect(isDark(appearanceFor('light', current), true)).toBe(false);
  });
});

describe('applying the theme', () => {
  afterEach(() => {
    document.documentElement.classList.remove('dark');
  });

  it('sets the dark class and remembers the preference for the next load', () => {
    installMatchMedia({ [DARK_QUERY]: false });
    applyTheme(appearanceFor('dark', { themePreference: 'light', darkMode: false, useSystemTheme: false }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme_cache')).toBe('dark');
    document.documentElement.classList.remove('dark');
    applyCachedTheme();
    expect(document.documentElement).toHaveClass('dark');
  });

  it('uses the OS preference for a cached System choice', () => {
    installMatchMedia({ [DARK_QUERY]: true });
    localStorage.setItem('theme_cache', 'system');
    applyCachedTheme();
    expect(document.documentElement).toHaveClass('dark');
    localStorage.setItem('theme_cache', 'light');
    applyCachedTheme();
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('follows the OS live under a cached System choice, as on the sign-in page', () => {
    const media = installMatchMedia({ [DARK_QUERY]: false });
    localStorage.setItem('theme_cache', 'system');
    applyCachedTheme();
    expect(document.documentElement).not.toHaveClass('dark');
    media.set(DARK_QUERY, true);
    expect(document.documentElement).toHaveClass('dark');
    // A chosen theme stays put.
    localStorage.setItem('theme_cache', 'light');
    document.documentElement.classList.remove('dark');
    media.set(DARK_QUERY, false);
    media.set(DARK_QUERY, true);
    expect(document.documentElement).not.toHaveClass('dark');
  });
});
