import { type RefObject, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * On every path change the main scroll area goes back to the top (spec section 2). The shell is
 * one screen high, so the window itself never scrolls.
 */
export function useScrollToTop(ref: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    void pathname;
    if (ref.current) {
      ref.current.scrollTop = 0;
    }
  }, [pathname, ref]);
}
