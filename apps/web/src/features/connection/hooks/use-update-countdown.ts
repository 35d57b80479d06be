import { UPDATE_COUNTDOWN_MS, UPDATE_TICK_MS } from '@app/shared/constants';
import { useEffect, useRef, useState } from 'react';

export interface UpdateCountdown {
  /** Whole seconds left, rounded up: 30 at the start. */
  seconds: number;
  /** How far the countdown has run, 0 to 100. */
  percent: number;
}

/**
 * Counts down 30 s in 50 ms ticks (docs/architecture.md 16.9) and calls `onDone` once at zero. Time is read
 * from the clock, so a throttled background tab still updates on time.
 */
export function useUpdateCountdown(onDone: () => void): UpdateCountdown {
  const [remaining, setRemaining] = useState(UPDATE_COUNTDOWN_MS);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    const deadline = Date.now() + UPDATE_COUNTDOWN_MS;
    const timer = setInterval(() => {
      const left = Math.max(0, deadline - Date.now());
      setRemaining(left);
      if (left === 0) {
        clearInterval(timer);
        done.current();
      }
    }, UPDATE_TICK_MS);
    return () => clearInterval(timer);
  }, []);

  return {
    seconds: Math.ceil(remaining / 1000),
    percent: Math.round(((UPDATE_COUNTDOWN_MS - remaining) / UPDATE_COUNTDOWN_MS) * 100),
  };
}
