import { startTransition, useEffect, useState } from 'react';
import { afterPaintWhenIdle, type IdleHandle } from '@/lib/after-paint';

let painted = false;
let waiting: IdleHandle | null = null;
const listeners = new Set<() => void>();

/** One wait for the whole page, however many components ask (a roster has dozens of avatars). */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!painted && !waiting) {
    waiting = afterPaintWhenIdle(() => {
      painted = true;
      waiting = null;
      for (const notify of listeners) {
        notify();
      }
    });
  }
  return () => listeners.delete(listener);
}

/**
 * False until the page has shown content and the browser has a moment (after-paint.ts), then
 * true; true at once on any later screen. For what a screen shows second (below the first rows,
 * pictures, secondary details): asked for then, it does not share a phone's few connections and
 * its main thread with what the page shows first. The change renders as a transition, in slices
 * the browser can interrupt, not in one long task with every component that waits for it.
 */
export function usePainted(): boolean {
  const [value, setValue] = useState(painted);
  useEffect(() => {
    if (value) {
      return undefined;
    }
    const done = () => startTransition(() => setValue(true));
    if (painted) {
      done();
      return undefined;
    }
    return subscribe(done);
  }, [value]);
  return value;
}
