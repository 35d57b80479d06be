import type { ReactNode } from 'react';
import { Switch } from '@/components/ui/switch';

interface SettingRowProps {
  id: string;
  label: string;
  description?: ReactNode;
  /** The control; give it `aria-labelledby={id}` and `aria-describedby={`${id}-description`}`. */
  children: ReactNode;
}

export function SettingRow({ id, label, description, children }: SettingRowProps) {
  return (
    <div className="flex items-start justify-between gap-4 py-4">
      <div className="min-w-0">
        <p id={id} className="text-sm font-medium">
          {label}
        </p>
        {description ? (
          <div id={`${id}-description`} className="mt-0.5 text-sm text-muted">
            {description}
          </div>
        ) : null}
      </div>
      <div className="shrink-0 pt-0.5">{children}</div>
    </div>
  );
}

interface SwitchSettingRowProps {
  id: string;
  label: string;
  description?: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (on: boolean) => void;
}

/** A setting that is on or off: the row with a switch labelled and described by it. */
export function SwitchSettingRow({ checked, disabled, onCheckedChange, ...row }: SwitchSettingRowProps) {
  return (
    <SettingRow {...row}>
      <Switch
        aria-labelledby={row.id}
        aria-describedby={row.description ? `${row.id}-description` : undefined}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
      />
    </SettingRow>
  );
}
