import { clsx } from 'clsx';

// clsx rather than cn: the spinner is in the first bundle, tailwind-merge is not.

/** A spinning ring; pass the size as a class (default size-5). */
export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <span
        aria-hidden="true"
        className={clsx(
          'inline-block animate-spin rounded-full border-2 border-current border-t-transparent',
          className?.includes('size-') ? null : 'size-5',
          className,
        )}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Shown while authentication or the profile loads (docs/architecture.md 16.2). */
export function FullScreenSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-full items-center justify-center p-6 text-brand-700 dark:text-brand-300">
      <Spinner className="size-8" label={label} />
    </div>
  );
}
