import type { ThemePreference } from '@app/shared/settings';
import { Monitor, Moon, Sun } from 'lucide-react';
import { cn } from '@/lib/cn';
import { appearanceFor, preferenceOf } from '@/lib/theme';
import { useSettings } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-setting';

const OPTIONS: { value: ThemePreference; label: string; hint: string; icon: typeof Sun }[] = [
  { value: 'light', label: 'Light', hint: 'Always light', icon: Sun },
  { value: 'dark', label: 'Dark', hint: 'Always dark', icon: Moon },
  { value: 'system', label: 'System', hint: 'Follows your device', icon: Monitor },
];

/** Light, Dark or System, saved as the spec's darkMode/useSystemTheme pair (docs/architecture.md 16.4). */
export function ThemePicker() {
  const { data } = useSettings();
  const update = useUpdateSettings();
  if (!data) {
    return null;
  }
  const current = preferenceOf(data.appearance);

  const choose = (preference: ThemePreference) => {
    if (preference === current) {
      return;
    }
    const next = appearanceFor(preference, data.appearance);
    update.mutate([
      { category: 'appearance', setting: 'darkMode', value: next.darkMode },
      { category: 'appearance', setting: 'useSystemTheme', value: next.useSystemTheme },
      { category: 'appearance', setting: 'themePreference', value: next.themePreference },
    ]);
  };

  return (
    <fieldset>
      <legend className="sr-only">Theme</legend>
      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        {OPTIONS.map(({ value, label, hint, icon: Icon }) => (
          <label
            key={value}
            className={cn(
              'relative flex cursor-pointer flex-col items-center gap-1.5 rounded-xl border-2 p-3 text-center transition-colors sm:p-4',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
              current === value ? 'border-brand-700 bg-accent' : 'border-border hover:bg-surface',
            )}
          >
            <input
              type="radio"
              name="theme"
              value={value}
              checked={current === value}
              onChange={() => choose(value)}
              className="sr-only"
            />
            <Icon className="size-5" aria-hidden="true" />
            <span className="text-sm font-medium">{label}</span>
            <span className="hidden text-xs text-muted sm:block">{hint}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
