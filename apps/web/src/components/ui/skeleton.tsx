import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/** A grey placeholder block that pulses while content loads; hidden from screen readers. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-slate-200 dark:bg-slate-800', className)}
      {...props}
    />
  );
}
