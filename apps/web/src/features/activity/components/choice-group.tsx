import { useId } from 'react';
import { cn } from '@/lib/cn';

interface ChoiceGroupProps {
  label: string;
  name: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
}

/** A row of radio buttons styled as segments: arrow keys move between them, as radios do. */
export function ChoiceGroup({ label, name, options, value, onChange, error, hint }: ChoiceGroupProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <fieldset className="space-y-1.5" aria-describedby={describedBy || undefined}>
      <legend className="text-sm font-medium">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label
            key={o.value}
            className={cn(
              'flex min-h-10 cursor-pointer items-center rounded-lg border border-border px-3 text-sm',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
              value === o.value
                ? 'border-brand-700 bg-brand-100 font-medium text-brand-900 dark:border-brand-300 dark:bg-brand-900 dark:text-brand-100'
                : 'bg-card hover:bg-surface',
            )}
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="sr-only"
              aria-invalid={error ? true : undefined}
            />
            {o.label}
          </label>
        ))}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
