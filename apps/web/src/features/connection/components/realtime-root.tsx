import { useIsFetching } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';

// Loaded on demand: the `centrifuge` client stays out of the /login bundle (ARCHITECTURE section 10).
const RealtimeRuntime = lazy(() =>
  import('./realtime-runtime').then((m) => ({ default: m.RealtimeRuntime })),
);

/** Started at the latest this long after the shell mounts, even if some query keeps fetching. */
export const REALTIME_START_CAP_MS = 3000;
const IDLE_TIMEOUT_MS = 1000;

type IdleHandle = { cancel: () => void };

const hasPainted = () => performance.getEntriesByName('first-contentful-paint').length > 0;

/** Once the page has shown content (first contentful paint), where the browser reports it. */
function afterFirstContentfulPaint(run: () => void): IdleHandle {
  const observable =
    typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!observable || hasPainted()) {
    run();
    return { cancel: () => undefined };
  }
  const observer = new PerformanceObserver(() => {
    if (hasPainted()) {
      observer.disconnect();
      run();
    }
  });
  observer.observe({ type: 'paint', buffered: true });
  return { cancel: () => observer.disconnect() };
}

/** After the page has shown content, the next frame is painted and the browser is idle. */
function afterPaintWhenIdle(run: () => void): IdleHandle {
  let cancelled = false;
  let cancelIdle: () => void = () => undefined;
  let cancelFrame: () => void = () => undefined;
  const painted = afterFirstContentfulPaint(() => {
    const frame = requestAnimationFrame(() => {
      // A task queued from a frame callback runs once that frame has been painted.
      setTimeout(() => {
        if (cancelled) {
          return;
        }
        if (typeof window.requestIdleCallback === 'function') {
          const id = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
          cancelIdle = () => window.cancelIdleCallback(id);
        } else {
          run();
        }
      }, 0);
    });
    cancelFrame = () => cancelAnimationFrame(frame);
  });
  return {
    cancel: () => {
      cancelled = true;
      painted.cancel();
      cancelFrame();
      cancelIdle();
    },
  };
}

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
    const cap = setTimeout(() => setSettled(true), REALTIME_START_CAP_MS);
    return () => clearTimeout(cap);
  }, []);

  useEffect(() => {
    if (settled || fetching > 0) {
      return;
    }
    const idle = afterPaintWhenIdle(() => setSettled(true));
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
