import { Bell, KeyRound, Lock, Palette } from 'lucide-react';
import { type ComponentType, lazy } from 'react';

// One category shows at a time: each panel (its forms, their rules, its dialogs) loads when it is
// first shown, not with the page's first paint.
const AppearanceSettings = lazy(() =>
  import('./appearance-settings').then((m) => ({ default: m.AppearanceSettings })),
);
const NotificationSettings = lazy(() =>
  import('./notification-settings').then((m) => ({ default: m.NotificationSettings })),
);
const PrivacySettings = lazy(() =>
  import('./privacy-settings').then((m) => ({ default: m.PrivacySettings })),
);
const AccountSettings = lazy(() =>
  import('./account-settings').then((m) => ({ default: m.AccountSettings })),
);

export interface SettingsCategory {
  id: string;
  label: string;
  description: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  /** Its sections; /settings/{category}/{subcategory} scrolls to one of them. */
  subcategories: readonly string[];
  /** Shows the stored settings (wait for GET /api/settings before rendering). */
  needsSettings: boolean;
  /** The panel, loaded on demand (render it inside Suspense). */
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
