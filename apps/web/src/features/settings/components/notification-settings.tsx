import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { useSettings } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-setting';
import { usePushNotifications } from '../hooks/use-push-notifications';
import { SwitchSettingRow } from './setting-row';
import { SettingsSection } from './settings-section';

const PERMISSION_TEXT = {
  granted: 'Allowed by this browser.',
  denied: 'Blocked by this browser. Allow notifications for this site in your browser settings.',
  default: 'Your browser will ask for permission when you switch this on.',
  unsupported: 'Desktop notifications are not supported on this device.',
} as const;

export function NotificationSettings() {
  const { data } = useSettings();
  const update = useUpdateSettings();
  const push = usePushNotifications();
  if (!data) {
    return null;
  }
  const toggle = (setting: 'email' | 'messageSound' | 'weeklyDigest') => (value: boolean) =>
    update.mutate([{ category: 'notifications', setting, value }]);

  return (
    <SettingsSection
      id="notifications"
      title="Notifications"
      description="Choose how Chapter lets you know about new messages and activity."
    >
      {push.permission === 'unsupported' ? (
        <Alert tone="info" className="mb-2">
          {PERMISSION_TEXT.unsupported}
        </Alert>
      ) : null}
      <div className="divide-y divide-border">
        <SwitchSettingRow
          id="setting-push"
          label="Desktop notifications"
          description={`Shown when Chapter is open in the background. ${push.permission === 'unsupported' ? '' : PERMISSION_TEXT[push.permission]}`}
          checked={push.push && push.permission === 'granted'}
          disabled={push.permission === 'unsupported' || push.permission === 'denied'}
          onCheckedChange={(on) => (on ? void push.enable() : push.disable())}
        />
        <SwitchSettingRow
          id="setting-email"
          label="E-mail notifications"
          description="Important updates by e-mail."
          checked={data.notifications.email}
          onCheckedChange={toggle('email')}
        />
        <SwitchSettingRow
          id="setting-weekly-digest"
          label="Weekly digest"
          description={
            <>
              Your numbers, traffic light and next meeting by e-mail, the morning after each meeting.{' '}
              <Link to="/digest/preview" className="text-link underline-offset-4 hover:underline">
                Preview my digest
              </Link>
            </>
          }
          checked={data.notifications.weeklyDigest}
          onCheckedChange={toggle('weeklyDigest')}
        />
        <SwitchSettingRow
          id="setting-sound"
          label="Message sound"
          description="Play a sound when a message arrives."
          checked={data.notifications.messageSound}
          onCheckedChange={toggle('messageSound')}
        />
      </div>
    </SettingsSection>
  );
}
