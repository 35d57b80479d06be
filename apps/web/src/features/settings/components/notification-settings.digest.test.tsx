import { DEFAULT_SETTINGS, type Settings } from '@app/shared/settings';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settingsQueryKey } from '@/lib/settings-cache';
import { makeUser } from '@/lib/testing/fixtures';
import { fakeFetch, renderWithProviders, testQueryClient } from '@/lib/testing/render';
import { NotificationSettings } from './notification-settings';

function setup(weeklyDigest: boolean) {
  const saved: unknown[] = [];
  const settings = structuredClone({
    ...DEFAULT_SETTINGS,
    notifications: { ...DEFAULT_SETTINGS.notifications, weeklyDigest },
  }) as Settings;
  vi.stubGlobal(
    'fetch',
    fakeFetch({
      'PUT /api/settings': (init) => {
        const body = JSON.parse(String(init?.body));
        saved.push(body);
        return {
          body: {
            data: { ...settings, notifications: { ...settings.notifications, weeklyDigest: body.value } },
          },
        };
      },
    }),
  );
  const queryClient = testQueryClient(makeUser());
  queryClient.setQueryData(settingsQueryKey, settings);
  renderWithProviders(<NotificationSettings />, { queryClient });
  return { saved };
}

describe('Settings > Notifications: the weekly digest (docs/architecture.md 14.7)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is on by default, with a link to preview my digest', () => {
    localStorage.setItem('auth_token', 't');
    setup(DEFAULT_SETTINGS.notifications.weeklyDigest);
    expect(screen.getByRole('switch', { name: 'Weekly digest' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Preview my digest' })).toHaveAttribute(
      'href',
      '/digest/preview',
    );
  });

  it('turns the digest off and on', async () => {
    localStorage.setItem('auth_token', 't');
    const { saved } = setup(true);
    fireEvent.click(screen.getByRole('switch', { name: 'Weekly digest' }));
    await waitFor(() =>
      expect(saved).toEqual([{ category: 'notifications', setting: 'weeklyDigest', value: false }]),
    );
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Weekly digest' })).not.toBeChecked());
    fireEvent.click(screen.getByRole('switch', { name: 'Weekly digest' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toEqual({ category: 'notifications', setting: 'weeklyDigest', value: true });
  });
});
