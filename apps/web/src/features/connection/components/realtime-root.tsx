import { useIsFetching } from '@tanstack/react-query';
import { lazy, Suspense, startTransition, useEffect, useState } from 'react';
import { afterPaintWhenIdle } from '@/lib/after-paint';

// Loaded on demand: the `centrifuge` client stays out of the /login bundle (docs/architecture.md 10).
const RealtimeRuntime = lazy(() =>
  import('./realtime-runtime').then((m) => ({ default: m.RealtimeRuntime })),
);

/** Started at the latest this long after the shell mounts, even if some query keeps fetching. */
export const REALTIME_START_CAP_MS = 3000;
/**
 * True once the first page has settled: its queries have answered, it has shown content, the next
 * frame is painted and the browser is idle (or after REALTIME_START_CAP_MS). The realtime client (centrifuge and the payload schemas, about
 * 55 kB gzip) then loads and connects without competing with the page's own code and data on a
 * slow phone; live events follow within a second of the page showing.
 */
function useFirstPageSettled(): boolean {
  const fetching = useIsFetching();
  const [settled, setSettled] = useState(false);

  useEffect(() => {
    const cap = setTimeout(() => startTransition(() => setSettled(true)), REALTIME_START_CAP_MS);
    return () => clearTimeout(cap);
  }, []);

  useEffect(() => {
    if (settled || fetching > 0) {
      return;
    }
    // A transition: the runtime mounts in slices the browser can interrupt.
    const idle = afterPaintWhenIdle(() => startTransition(() => setSettled(true)));
    return () => idle.cancel();
  }, [settled, fetching]);

  return settled;
}

/**
 * Mount once inside the signed-in layout: once the first page has settled, connects the realtime
 * client (when a token is stored), shows the connection banner and the forced update dialog.
 * Renders nothing else.
 */
export function RealtimeRoot() {
  const settled = useFirstPageSettled();
  return settled ? (
    <Suspense fallback={null}>
      <RealtimeRuntime />
    </Suspense>
  ) : null;
}
