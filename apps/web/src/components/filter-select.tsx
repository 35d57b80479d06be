import { type ReactNode, useId } from 'react';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';

interface FilterSelectProps {
  label: string;
  /** The label for screen readers only (a toolbar whose placeholder options say it). */
  hideLabel?: boolean;
  value: string;
  onChange: (value: string) => void;
  /** The `<option>`s. */
  children: ReactNode;
  className?: string;
}

/** One filter of a list's toolbar: a labelled select. */
export function FilterSelect({ label, hideLabel, value, onChange, children, className }: FilterSelectProps) {
  const id = useId();
  return (
    <div className={hideLabel ? className : cn('space-y-1', className)}>
      <Label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-xs text-muted'}>
        {label}
      </Label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </Select>
    </div>
  );
}
