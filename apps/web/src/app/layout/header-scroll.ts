import { SCROLL_THRESHOLD_PX } from '@app/shared/constants';

export interface HeaderScrollState {
  /** Scroll position where the header last changed or a move last counted. */
  lastY: number;
  visible: boolean;
}

/**
 * The header hides on scroll down and reappears on scroll up; moves smaller than the threshold
 * (10 px) are ignored, and at the very top it is always shown (docs/architecture.md 16.2).
 */
export function nextHeaderState(
  state: HeaderScrollState,
  y: number,
  threshold: number = SCROLL_THRESHOLD_PX,
): HeaderScrollState {
  if (y <= 0) {
    return { lastY: 0, visible: true };
  }
  const delta = y - state.lastY;
  if (Math.abs(delta) < threshold) {
    return state;
  }
  return { lastY: y, visible: delta < 0 };
}
