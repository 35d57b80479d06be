import { useSession } from '@/lib/auth/session';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { SessionsList } from './sessions-list';
import { SettingsSection } from './settings-section';

export function AccountSettings() {
  const { user } = useSession();
  return (
    <>
      <SettingsSection
        id="email"
        title="Change e-mail address"
        description="We send a confirmation link to the new address; your address changes when you follow it."
      >
        <ChangeEmailForm currentEmail={user?.email ?? null} />
      </SettingsSection>
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
