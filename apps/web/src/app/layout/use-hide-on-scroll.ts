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
    let state: HeaderScrollState = { lastY: element.scrollTop, visible: true };
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
