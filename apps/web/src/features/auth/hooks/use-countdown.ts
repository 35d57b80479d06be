import { useEffect, useState } from 'react';

/**
 * Seconds left of a countdown that (re)starts whenever `key` changes (a new error); 0 when there
 * is nothing to count. Ticks once a second.
 */
export function useCountdown(seconds: number | undefined, key: unknown): number {
  const [remaining, setRemaining] = useState(0);
  useEffect(() => {
    if (!seconds || seconds <= 0 || key === null || key === undefined) {
      setRemaining(0);
      return;
    }
    const deadline = Date.now() + seconds * 1000;
    setRemaining(Math.ceil(seconds));
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) {
        clearInterval(timer);
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds, key]);
  return remaining;
}
