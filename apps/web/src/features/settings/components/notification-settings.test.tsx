import { DEFAULT_SETTINGS, type Settings } from '@app/shared/settings';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { settingsQueryKey } from '@/lib/settings-cache';
import { makeUser } from '@/lib/testing/fixtures';
import { fakeFetch, renderWithProviders, testQueryClient } from '@/lib/testing/render';
import { NotificationSettings } from './notification-settings';
import { PushPermissionSync } from './push-permission-sync';

class FakeNotification {
  static permission: NotificationPermission = 'default';
  static answer: NotificationPermission = 'granted';
  static shown: string[] = [];
  static requestPermission = vi.fn(async () => {
    FakeNotification.permission = FakeNotification.answer;
    return FakeNotification.answer;
  });
  onclick: (() => void) | null = null;
  close = vi.fn();
  constructor(title: string) {
    FakeNotification.shown.push(title);
  }
}

function setup(push: boolean, ui: 'settings' | 'sync' = 'settings') {
  const saved: unknown[] = [];
  const settings = structuredClone({
    ...DEFAULT_SETTINGS,
    notifications: { ...DEFAULT_SETTINGS.notifications, push },
  }) as Settings;
  vi.stubGlobal(
    'fetch',
    fakeFetch({
      'PUT /api/settings': (init) => {
        const body = JSON.parse(String(init?.body));
        saved.push(body);
        return {
          body: { data: { ...settings, notifications: { ...settings.notifications, push: body.value } } },
        };
      },
    }),
  );
  const queryClient = testQueryClient(makeUser());
  queryClient.setQueryData(settingsQueryKey, settings);
  renderWithProviders(ui === 'settings' ? <NotificationSettings /> : <PushPermissionSync />, { queryClient });
  return { saved, queryClient };
}

describe('desktop notification permission flow (docs/architecture.md 16.4)', () => {
  beforeEach(() => {
    localStorage.setItem('auth_token', 't');
    FakeNotification.permission = 'default';
    FakeNotification.shown = [];
    FakeNotification.requestPermission.mockClear();
    vi.stubGlobal('Notification', FakeNotification);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => resetToasts());
  });

  it('granted: sets push on and sends a confirmation notification', async () => {
    FakeNotification.answer = 'granted';
    const { saved } = setup(false);
    fireEvent.click(screen.getByRole('switch', { name: 'Desktop notifications' }));
    await waitFor(() => expect(saved).toEqual([{ category: 'notifications', setting: 'push', value: true }]));
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    expect(FakeNotification.shown).toEqual(['Notifications are on']);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Desktop notifications' })).toBeChecked());
  });

  it('denied: sets push off', async () => {
    FakeNotification.answer = 'denied';
    const { saved } = setup(true);
    fireEvent.click(screen.getByRole('switch', { name: 'Desktop notifications' }));
    await waitFor(() =>
      expect(saved).toEqual([{ category: 'notifications', setting: 'push', value: false }]),
    );
    expect(FakeNotification.shown).toEqual([]);
  });

  it('push on while the browser was never asked: asks once', async () => {
    FakeNotification.answer = 'granted';
    const { saved } = setup(true, 'sync');
    await waitFor(() => expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(saved).toEqual([{ category: 'notifications', setting: 'push', value: true }]));
  });

  it('does not ask when push is off', async () => {
    setup(false, 'sync');
    await new Promise((r) => setTimeout(r, 20));
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
  });

  it('is unsupported on iOS: the switch is disabled and says so', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
    );
    setup(false);
    expect(screen.getByRole('switch', { name: 'Desktop notifications' })).toBeDisabled();
    expect(screen.getByText('Desktop notifications are not supported on this device.')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
