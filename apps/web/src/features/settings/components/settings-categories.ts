import { Bell, KeyRound, Lock, Palette } from 'lucide-react';
import type { ComponentType } from 'react';
import { AccountSettings } from './account-settings';
import { AppearanceSettings } from './appearance-settings';
import { NotificationSettings } from './notification-settings';
import { PrivacySettings } from './privacy-settings';

export interface SettingsCategory {
  id: string;
  label: string;
  description: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  /** Its sections; /settings/{category}/{subcategory} scrolls to one of them. */
  subcategories: readonly string[];
  /** Shows the stored settings (wait for GET /api/settings before rendering). */
  needsSettings: boolean;
  Component: ComponentType;
}

export const SETTINGS_CATEGORIES: readonly SettingsCategory[] = [
  {
    id: 'appearance',
    needsSettings: true,
    label: 'Appearance',
    description: 'Theme and brand font',
    icon: Palette,
    subcategories: ['theme', 'font', 'reset'],
    Component: AppearanceSettings,
  },
  {
    id: 'notifications',
    needsSettings: true,
    label: 'Notifications',
    description: 'Desktop, e-mail and sound',
    icon: Bell,
    subcategories: ['notifications'],
    Component: NotificationSettings,
  },
  {
    id: 'privacy',
    needsSettings: true,
    label: 'Privacy',
    description: 'What your group sees',
    icon: Lock,
    subcategories: ['privacy'],
    Component: PrivacySettings,
  },
  {
    id: 'account',
    needsSettings: false,
    label: 'Account',
    description: 'E-mail, password and signed-in devices',
    icon: KeyRound,
    subcategories: ['email', 'password', 'sessions'],
    Component: AccountSettings,
  },
];
