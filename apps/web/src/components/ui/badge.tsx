import type { HTMLAttributes } from 'react';
import { formatBadgeCount } from '@/lib/badge';
import { cn } from '@/lib/cn';

const TONES = {
  neutral: 'bg-surface text-foreground border border-border',
  brand: 'bg-brand-100 text-brand-900 dark:bg-brand-900 dark:text-brand-100',
  amber: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
  red: 'bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-100',
  green: 'bg-green-100 text-green-900 dark:bg-green-900/60 dark:text-green-100',
} as const;

export function Badge({
  tone = 'neutral',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: keyof typeof TONES }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium',
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}

interface CountBadgeProps {
  count: number;
  /** 999 by default; the inbox uses 9999 in the expanded sidebar (docs/architecture.md 16.2). */
  cap?: number;
  /** What is counted, for screen readers ("unread messages"). */
  label: string;
  className?: string;
}

/**
 * A red count pill; renders nothing for zero. Positioned itself (`relative`, unless `className`
 * places it), so its screen-reader label stays inside it: an absolutely positioned label escapes
 * an unpositioned sideways scroller, and at the far end of a phone's strip of links it made the
 * whole page scroll sideways.
 */
export function CountBadge({ count, cap, label, className }: CountBadgeProps) {
  const text = formatBadgeCount(count, cap);
  if (!text) {
    return null;
  }
  return (
    <span
      className={cn(
        'relative inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1.5 text-[11px] leading-none font-semibold text-white tabular-nums',
        className,
      )}
    >
      <span aria-hidden="true">{text}</span>
      <span className="sr-only">
        {text} {label}
      </span>
    </span>
  );
}
