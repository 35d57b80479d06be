import { DESKTOP_NOTIFICATION_CLOSE_MS } from '@app/shared/constants';

export type NotificationPermissionState = 'granted' | 'denied' | 'default' | 'unsupported';

/** iPhones and iPads (including iPadOS reporting itself as a Mac with touch). */
export function isIosDevice(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> = navigator): boolean {
  return (
    /iPad|iPhone|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1)
  );
}

/** docs/architecture.md 16.4: desktop notifications are unsupported on iOS devices and where the API is missing. */
export function notificationPermission(): NotificationPermissionState {
  if (typeof window === 'undefined' || !('Notification' in window) || isIosDevice()) {
    return 'unsupported';
  }
  return Notification.permission;
}

export async function requestNotificationPermission(): Promise<NotificationPermissionState> {
  if (notificationPermission() === 'unsupported') {
    return 'unsupported';
  }
  try {
    return await Notification.requestPermission();
  } catch {
    return Notification.permission;
  }
}

export interface DesktopNotificationOptions {
  body?: string;
  tag?: string;
  onClick?: () => void;
  /** Show even when the window has focus (the confirmation right after permission is granted). */
  evenWhenFocused?: boolean;
}

/**
 * Shows a desktop notification when permission is granted and the window is not focused;
 * it closes itself after 5 s. Answers the notification, or null when none was shown.
 */
export function showDesktopNotification(
  title: string,
  options: DesktopNotificationOptions = {},
): Notification | null {
  if (notificationPermission() !== 'granted') {
    return null;
  }
  if (!options.evenWhenFocused && document.hasFocus()) {
    return null;
  }
  let notification: Notification;
  try {
    notification = new Notification(title, {
      ...(options.body ? { body: options.body } : {}),
      ...(options.tag ? { tag: options.tag } : {}),
      icon: '/favicon.svg',
    });
  } catch {
    return null; // e.g. Android Chrome only allows notifications from a service worker
  }
  notification.onclick = () => {
    window.focus();
    options.onClick?.();
    notification.close();
  };
  setTimeout(() => notification.close(), DESKTOP_NOTIFICATION_CLOSE_MS);
  return notification;
}
