import { type RefObject, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * On every path change the main scroll area goes back to the top (docs/architecture.md 16.2). The shell is
 * one screen high, so the window itself never scrolls. Not on mount: a new scroll area is at the
 * top already, and setting scrollTop in a layout effect forces a layout of the whole page in the
 * middle of the first render (about 200 ms on a slow phone).
 */
export function useScrollToTop(ref: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const mounted = useRef(false);
  useLayoutEffect(() => {
    void pathname;
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    if (ref.current) {
      ref.current.scrollTop = 0;
    }
  }, [pathname, ref]);
}
