import { useEffect, useState } from 'react';

/** Rows a list draws at once at the least: about a phone's screen of cards. */
export const FIRST_ROWS = 8;
/** Rows added per task after that: a few milliseconds of a slow phone's main thread each. */
export const STEP_ROWS = 3;
/** The least height of a list's card on a phone (px): how many make a screenful. */
export const CARD_ROW_HEIGHT = 96;
/** The least height of a table's row (px): a desktop's screen holds twenty and more. */
export const TABLE_ROW_HEIGHT = 40;

/** Rows that fill the window at `rowHeight` each, and at least FIRST_ROWS. */
export function screenfulOf(rowHeight: number, windowHeight = window.innerHeight): number {
  return Math.max(FIRST_ROWS, Math.ceil(windowHeight / rowHeight));
}

/**
 * The rows of a long list to draw now: a screenful at first, then a few more in each later task
 * until all are there (about a frame apart). Fifty rows drawn in one task held a slow phone's main
 * thread for half a second once their data arrived (long-task blocking time in Lighthouse's
 * mobile profile); in small tasks the page answers a tap between them. Rows added later (a live
 * arrival, the next page) follow in the same steps.
 *
 * The first screenful fills the window at `rowHeight` per row (a card on a phone by default, a
 * table's row with TABLE_ROW_HEIGHT), so no row the reader sees comes in a later step and nothing
 * below the list on screen (a pager, the next section) moves down while the rest arrive.
 */
export function useScreenfulFirst<T>(rows: readonly T[], rowHeight = CARD_ROW_HEIGHT): readonly T[] {
  const total = rows.length;
  const [first] = useState(() => screenfulOf(rowHeight));
  // A list that was empty (or short) while its data loaded still starts with a whole screenful.
  const [stepped, setStepped] = useState(0);
  const shown = Math.max(stepped, Math.min(total, first));
  useEffect(() => {
    if (shown >= total) {
      return undefined;
    }
    const timer = setTimeout(() => setStepped(Math.min(total, shown + STEP_ROWS)), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);
  return shown >= total ? rows : rows.slice(0, shown);
}
