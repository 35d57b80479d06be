import { type RefObject, useEffect, useState } from 'react';
import { type HeaderScrollState, nextHeaderState } from './header-scroll';

/** Whether the header shows, following the scroll of the given element. */
export function useHideOnScroll(ref: RefObject<HTMLElement | null>): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element) {
      return;
    }
    // A new scroll area starts at the top; reading scrollTop here would force a layout.
    let state: HeaderScrollState = { lastY: 0, visible: true };
    const onScroll = () => {
      const next = nextHeaderState(state, element.scrollTop);
      if (next.visible !== state.visible) {
        setVisible(next.visible);
      }
      state = next;
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, [ref]);
  return visible;
}
