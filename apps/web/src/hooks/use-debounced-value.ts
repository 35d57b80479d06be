import { useEffect, useState } from 'react';

/** How long a search box waits after the last key before asking the server. */
export const SEARCH_DEBOUNCE_MS = 250;

/** The value once it has stopped changing for `delayMs` (search as you type without a call per key). */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
