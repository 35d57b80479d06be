import type { ReactNode } from 'react';

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
