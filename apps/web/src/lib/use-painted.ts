import { useEffect, useState } from 'react';
import { afterPaintWhenIdle } from './after-paint';

let paintedOnce = false;

/**
 * False until the page has shown content and the browser has a moment (after-paint.ts), then
 * true; true at once on any later screen. For what a screen shows second (below the first rows,
 * pictures, secondary details): asked for then, it does not share a phone's few connections and
 * its main thread with what the page shows first.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(paintedOnce);
  useEffect(() => {
    if (painted) {
      return;
    }
    const handle = afterPaintWhenIdle(() => {
      paintedOnce = true;
      setPainted(true);
    });
    return () => handle.cancel();
  }, [painted]);
  return painted;
}
