import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isIosDevice, notificationPermission, showDesktopNotification } from './desktop-notifications';

class FakeNotification {
  static permission: NotificationPermission = 'granted';
  static instances: FakeNotification[] = [];
  onclick: (() => void) | null = null;
  close = vi.fn();
  constructor(
    readonly title: string,
    readonly options: NotificationOptions,
  ) {
    FakeNotification.instances.push(this);
  }
}

describe('desktop notifications', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeNotification.instances = [];
    FakeNotification.permission = 'granted';
    vi.stubGlobal('Notification', FakeNotification);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('shows only when the window is not focused, and closes itself after 5 s', () => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    const shown = showDesktopNotification('New message', { body: 'Hi' });
    expect(shown).not.toBeNull();
    expect(FakeNotification.instances[0]?.title).toBe('New message');
    vi.advanceTimersByTime(4999);
    expect(FakeNotification.instances[0]?.close).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(FakeNotification.instances[0]?.close).toHaveBeenCalled();
  });

  it('stays quiet while the window has focus', () => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    expect(showDesktopNotification('New message')).toBeNull();
    expect(FakeNotification.instances).toHaveLength(0);
  });

  it('shows the confirmation even with focus when asked to', () => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    expect(showDesktopNotification('Notifications are on', { evenWhenFocused: true })).not.toBeNull();
  });

  it('shows nothing without permission', () => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    FakeNotification.permission = 'denied';
    expect(showDesktopNotification('x')).toBeNull();
  });

  it('treats iOS devices as unsupported', () => {
    expect(
      isIosDevice({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', maxTouchPoints: 5 }),
    ).toBe(true);
    expect(
      isIosDevice({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', maxTouchPoints: 5 }),
    ).toBe(true);
    expect(
      isIosDevice({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', maxTouchPoints: 0 }),
    ).toBe(false);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)');
    expect(notificationPermission()).toBe('unsupported');
  });
});
