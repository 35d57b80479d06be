import { ChangePasswordForm } from './change-password-form';
import { SessionsList } from './sessions-list';
import { SettingsSection } from './settings-section';

export function AccountSettings() {
  return (
    <>
      <SettingsSection
        id="password"
        title="Change password"
        description="Enter your current password, then the new one twice."
      >
        <ChangePasswordForm />
      </SettingsSection>
      <SettingsSection
        id="sessions"
        title="Where you're signed in"
        description="Sign out devices you no longer use or don't recognise."
      >
        <SessionsList />
      </SettingsSection>
    </>
  );
}
