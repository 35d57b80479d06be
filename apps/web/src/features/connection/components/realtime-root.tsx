import { lazy, Suspense } from 'react';

// Loaded on demand: the `centrifuge` client stays out of the /login bundle (ARCHITECTURE section 10).
const RealtimeRuntime = lazy(() =>
  import('./realtime-runtime').then((m) => ({ default: m.RealtimeRuntime })),
);

/**
 * Mount once inside the signed-in layout: connects the realtime client (when a token is stored),
 * shows the connection banner and the forced update dialog. Renders nothing else.
 */
export function RealtimeRoot() {
  return (
    <Suspense fallback={null}>
      <RealtimeRuntime />
    </Suspense>
  );
}
