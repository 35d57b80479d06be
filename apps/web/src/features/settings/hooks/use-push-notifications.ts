import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import {
  type NotificationPermissionState,
  notificationPermission,
  requestNotificationPermission,
  showDesktopNotification,
} from '@/lib/desktop-notifications';
import { useSettings } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-setting';

const setPush = (value: boolean) => [{ category: 'notifications' as const, setting: 'push', value }];

/** What a permission answer means for the push setting (docs/architecture.md 16.4). */
export function applyPermission(
  result: NotificationPermissionState,
  save: (changes: ReturnType<typeof setPush>) => void,
): void {
  if (result === 'granted') {
    save(setPush(true));
    showDesktopNotification('Notifications are on', {
      body: 'You will be notified of new messages while Chapter is in the background.',
      evenWhenFocused: true,
    });
  } else if (result === 'denied') {
    save(setPush(false));
    toast({
      title: 'Notifications blocked',
      description:
        'Your browser blocks notifications for this site. Allow them in the site settings to turn them on.',
      variant: 'warning',
    });
  }
}

/**
 * docs/architecture.md 16.4: granted sets push on and sends a confirmation notification; denied sets it off.
 * iOS: unsupported. (Asking when push is already on: PushPermissionSync.)
 */
export function usePushNotifications() {
  const { data } = useSettings();
  const update = useUpdateSettings();
  const [permission, setPermission] = useState<NotificationPermissionState>(notificationPermission);
  const push = data?.notifications.push ?? false;

  const apply = (result: NotificationPermissionState) => {
    applyPermission(result, update.mutate);
    setPermission(result);
  };

  const enable = async () => {
    if (permission === 'unsupported') {
      return;
    }
    apply(permission === 'granted' ? 'granted' : await requestNotificationPermission());
  };

  const disable = () => update.mutate(setPush(false));

  return { push, permission, enable, disable, saving: update.isPending };
}
