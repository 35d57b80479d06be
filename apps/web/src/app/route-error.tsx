import { lazy, Suspense } from 'react';
import { FullScreenSpinner } from '@/components/ui/spinner';

// The error card and report form load only when something fails, keeping /login lean.
const RouteErrorBoundary = lazy(() =>
  import('@/features/errors/components/route-error-boundary').then((m) => ({
    default: m.RouteErrorBoundary,
  })),
);

/** Every route's ErrorBoundary (docs/architecture.md 16.2: pages are wrapped in an error boundary). */
export function RouteError() {
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <RouteErrorBoundary />
    </Suspense>
  );
}
