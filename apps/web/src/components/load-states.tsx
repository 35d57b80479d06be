import SearchX from 'lucide-react/icons/search-x';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { apiErrorText } from '@/lib/api-error-text';

/** Something that could not load: what happened and a way to try again. */
export function LoadError({ error, onRetry, what }: { error: unknown; onRetry: () => void; what: string }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-border bg-card p-8 text-center"
    >
      <TriangleAlert className="size-8 text-amber-700 dark:text-amber-400" aria-hidden="true" />
      <p className="font-medium">{`The ${what} could not be loaded.`}</p>
      <p className="text-sm text-muted">
        {apiErrorText(error, 'Please check your connection and try again.')}
      </p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** Nothing to show, with a sentence and an optional action. */
export function LoadEmpty({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border p-8 text-center">
      <SearchX className="size-8 text-muted" aria-hidden="true" />
      <h2 className="font-semibold">{title}</h2>
      {children ? <p className="text-sm text-muted">{children}</p> : null}
      {action}
    </div>
  );
}

/** Placeholder rows while something loads. */
export function LoadSkeleton({ rows = 5, label }: { rows?: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-2">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <div key={i} className="h-16 animate-pulse rounded-xl bg-surface" />
      ))}
    </div>
  );
}
