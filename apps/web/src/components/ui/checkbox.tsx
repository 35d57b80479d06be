import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '@/lib/cn';

/**
 * A native checkbox in the brand colour: keyboard (Space), labels and forms work as the platform
 * makes them; the box is 20 px inside a 24 px target when used with a label.
 */
export function Checkbox({
  className,
  ref,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <input
      ref={ref}
      type="checkbox"
      className={cn(
        'size-5 shrink-0 cursor-pointer rounded border-border accent-brand-700 dark:accent-brand-400',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        'disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
