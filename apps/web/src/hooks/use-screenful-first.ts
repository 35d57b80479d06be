import { useEffect, useState } from 'react';

/** Rows a list draws at once: about a phone's screen of them. */
export const FIRST_ROWS = 8;
/** Rows added per task after that: a few milliseconds of a slow phone's main thread each. */
export const STEP_ROWS = 3;

/**
 * The rows of a long list to draw now: a screenful at first, then a few more in each later task
 * until all are there (about a frame apart). Fifty rows drawn in one task held a slow phone's main
 * thread for half a second once their data arrived (long-task blocking time in Lighthouse's
 * mobile profile); in small tasks the page answers a tap between them. Rows added later (a live
 * arrival, the next page) follow in the same steps.
 */
export function useScreenfulFirst<T>(rows: readonly T[]): readonly T[] {
  const total = rows.length;
  // A list that was empty (or short) while its data loaded still starts with a whole screenful.
  const [stepped, setStepped] = useState(0);
  const shown = Math.max(stepped, Math.min(total, FIRST_ROWS));
  useEffect(() => {
    if (shown >= total) {
      return undefined;
    }
    const timer = setTimeout(() => setStepped(Math.min(total, shown + STEP_ROWS)), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);
  return shown >= total ? rows : rows.slice(0, shown);
}
