import { useEffect, useRef } from 'react';
import { notificationPermission, requestNotificationPermission } from '@/lib/desktop-notifications';
import { useSettings } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-setting';
import { applyPermission } from '../hooks/use-push-notifications';

/**
 * docs/architecture.md 16.4: when push is on (e.g. chosen on another device) but this browser has not been
 * asked yet, ask once per page load. Renders nothing.
 */
export function PushPermissionSync() {
  const { data } = useSettings();
  const update = useUpdateSettings();
  const push = data?.notifications.push ?? false;
  const asked = useRef(false);

  useEffect(() => {
    if (!push || asked.current || notificationPermission() !== 'default') {
      return;
    }
    asked.current = true;
    void requestNotificationPermission().then((result) => applyPermission(result, update.mutate));
  }, [push, update.mutate]);

  return null;
}
