import { useSettings } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-setting';
import { DownloadMyData } from './download-my-data';
import { SwitchSettingRow } from './setting-row';
import { SettingsSection } from './settings-section';

export function PrivacySettings() {
  const { data } = useSettings();
  const update = useUpdateSettings();
  if (!data) {
    return null;
  }
  const toggle = (setting: 'showEmail' | 'showPhone') => (value: boolean) =>
    update.mutate([{ category: 'privacy', setting, value }]);
  return (
    <SettingsSection
      id="privacy"
      title="Privacy"
      description="What other members see of you. Leadership who manage members and administrators still see both, and texts from your group still reach your phone."
    >
      <div className="divide-y divide-border">
        <SwitchSettingRow
          id="setting-show-email"
          label="Show my e-mail address"
          description="On the roster, your profile and wherever other members see you. On by default."
          checked={data.privacy.showEmail}
          onCheckedChange={toggle('showEmail')}
        />
        <SwitchSettingRow
          id="setting-show-phone"
          label="Show my phone number"
          description="On the roster, your profile and wherever other members see you. On by default."
          checked={data.privacy.showPhone}
          onCheckedChange={toggle('showPhone')}
        />
        <DownloadMyData />
      </div>
    </SettingsSection>
  );
}
