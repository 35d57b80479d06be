import type { Ref, SelectHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/** A native select styled like Input: the platform's own picker on phones, keyboard for free. */
export function Select({
  className,
  ref,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  return (
    <select
      ref={ref}
      className={cn(
        'h-10 w-full rounded-lg border border-border bg-card px-3 text-base text-foreground shadow-xs sm:text-sm',
        'focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
