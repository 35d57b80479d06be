import { cn } from '@/lib/cn';

/** The mark alone (collapsed sidebar, phone header). */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-700 font-brand text-lg font-bold text-white',
        className,
      )}
    >
      C
    </span>
  );
}

/** The brand: mark and name in the locally chosen brand font (docs/architecture.md 16.1). */
export function BrandLogo({ className, showName = true }: { className?: string; showName?: boolean }) {
  return (
    <span className={cn('flex items-center gap-2.5', className)}>
      <BrandMark />
      {showName ? (
        <span className="font-brand text-xl font-bold tracking-tight text-brand-800 dark:text-brand-200">
          Chapter
        </span>
      ) : (
        <span className="sr-only">Chapter</span>
      )}
    </span>
  );
}
