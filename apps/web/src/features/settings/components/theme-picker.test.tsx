import { DEFAULT_SETTINGS, type Settings } from '@app/shared/settings';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts, useToasts } from '@/components/ui/use-toast';
import { settingsQueryKey } from '@/lib/settings-cache';
import { makeUser } from '@/lib/testing/fixtures';
import { installMatchMedia } from '@/lib/testing/match-media';
import { fakeFetch, renderWithProviders, testQueryClient } from '@/lib/testing/render';
import { DARK_QUERY } from '@/lib/theme';
import { ThemePicker } from './theme-picker';
import { ThemeSync } from './theme-sync';

const light: Settings = structuredClone({
  ...DEFAULT_SETTINGS,
  appearance: { themePreference: 'light', darkMode: false, useSystemTheme: false, brandFont: 'figtree' },
}) as Settings;

let toasts: ReturnType<typeof useToasts> = [];
function ToastSpy() {
  toasts = useToasts();
  return null;
}

type Put = (body: {
  category: string;
  setting: string;
  value: unknown;
}) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;

function setup(put: Put) {
  const calls: unknown[] = [];
  let stored = structuredClone(light) as unknown as Record<string, Record<string, unknown>>;
  vi.stubGlobal(
    'fetch',
    fakeFetch({
      'GET /api/settings': () => ({ body: stored }),
      'PUT /api/settings': async (init) => {
        const body = JSON.parse(String(init?.body));
        calls.push(body);
        const answer = await put(body);
        if ((answer.status ?? 200) === 200) {
          stored = { ...stored, [body.category]: { ...stored[body.category], [body.setting]: body.value } };
          return { body: { data: stored } };
        }
        return answer;
      },
    }),
  );
  const queryClient = testQueryClient(makeUser());
  queryClient.setQueryData(settingsQueryKey, light);
  renderWithProviders(
    <>
      <ToastSpy />
      <ThemeSync />
      <ThemePicker />
    </>,
    { queryClient },
  );
  return { queryClient, calls };
}

describe('ThemePicker and ThemeSync', () => {
  let media: ReturnType<typeof installMatchMedia>;
  beforeEach(() => {
    localStorage.setItem('auth_token', 't');
    media = installMatchMedia({ [DARK_QUERY]: false });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => resetToasts());
    document.documentElement.classList.remove('dark');
  });

  it('saves Dark as darkMode true and useSystemTheme false and turns the page dark at once', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { calls, queryClient } = setup(async () => {
      await answered;
      return {};
    });
    expect(document.documentElement).not.toHaveClass('dark');
    fireEvent.click(screen.getByRole('radio', { name: /^Dark/ }));
    // Optimistic: dark before the server has answered the first save.
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    expect(calls).toHaveLength(1);
    release();
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls).toEqual([
      { category: 'appearance', setting: 'darkMode', value: true },
      { category: 'appearance', setting: 'useSystemTheme', value: false },
      { category: 'appearance', setting: 'themePreference', value: 'dark' },
    ]);
    await waitFor(() =>
      expect(queryClient.getQueryData<Settings>(settingsQueryKey)?.appearance).toMatchObject({
        darkMode: true,
        useSystemTheme: false,
      }),
    );
  });

  it('rolls back and shows Update Failed when the server refuses', async () => {
    const { queryClient } = setup(() => ({ status: 500, body: { type: 'INTERNAL_ERROR', message: 'boom' } }));
    fireEvent.click(screen.getByRole('radio', { name: /^Dark/ }));
    await waitFor(() => expect(toasts[0]?.title).toBe('Update Failed'));
    expect(toasts[0]?.description).toBe('Could not save your setting. Please try again.');
    expect(queryClient.getQueryData<Settings>(settingsQueryKey)?.appearance.darkMode).toBe(false);
    await waitFor(() => expect(document.documentElement).not.toHaveClass('dark'));
    expect(screen.getByRole('radio', { name: /^Light/ })).toBeChecked();
  });

  it('under System follows the operating system live', async () => {
    const { calls } = setup(() => ({}));
    fireEvent.click(screen.getByRole('radio', { name: /^System/ }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls).toContainEqual({ category: 'appearance', setting: 'useSystemTheme', value: true });
    expect(document.documentElement).not.toHaveClass('dark');
    act(() => media.set(DARK_QUERY, true));
    expect(document.documentElement).toHaveClass('dark');
    act(() => media.set(DARK_QUERY, false));
    expect(document.documentElement).not.toHaveClass('dark');
  });
});
