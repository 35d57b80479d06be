import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '@/lib/cn';

const TONES = {
  info: 'border-brand-200 bg-brand-50 text-brand-900 dark:border-brand-800 dark:bg-brand-950 dark:text-brand-100',
  warning:
    'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
  error: 'border-red-200 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
  success:
    'border-green-200 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100',
} as const;

interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  tone?: keyof typeof TONES;
  title?: ReactNode;
  icon?: ReactNode;
}

/** An inline notice inside a page (not a toast). */
export function Alert({ tone = 'info', title, icon, className, children, ...props }: AlertProps) {
  return (
    <div className={cn('flex gap-3 rounded-lg border p-4 text-sm', TONES[tone], className)} {...props}>
      {icon ? <span className="mt-0.5 shrink-0 [&_svg]:size-4">{icon}</span> : null}
      <div className="min-w-0 space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div>{children}</div> : null}
      </div>
    </div>
  );
}
