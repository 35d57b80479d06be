import { Skeleton } from '@/components/ui/skeleton';

/** Placeholder cards while the first page of the roster loads. */
export function RosterSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div role="status" aria-live="polite" className="grid grid-cols-1 gap-2 md:grid-cols-2">
      <span className="sr-only">Loading members</span>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <div key={i} className="flex items-center gap-3 rounded-xl border border-border bg-card p-3">
          <Skeleton className="size-12 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-2/5" />
            <Skeleton className="h-3 w-1/4" />
            <Skeleton className="h-3 w-3/5" />
          </div>
        </div>
      ))}
    </div>
  );
}
