// When the page has shown content and the browser has a moment: for work that must not delay
// the first paint on a slow phone (the realtime client, its subscriptions, what a screen shows
// second).

const IDLE_TIMEOUT_MS = 1000;

export type IdleHandle = { cancel: () => void };

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
export function afterPaintWhenIdle(run: () => void): IdleHandle {
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
