import { useCallback, useSyncExternalStore } from 'react';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';

const listeners = new Set<() => void>();
const read = () => readStorage(STORAGE_KEYS.sidebarExpanded) !== 'false';
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The desktop sidebar's expanded state, remembered on this device (expanded by default). */
export function useSidebarExpanded(): [boolean, (expanded: boolean) => void] {
  const expanded = useSyncExternalStore(subscribe, read, read);
  const set = useCallback((next: boolean) => {
    writeStorage(STORAGE_KEYS.sidebarExpanded, String(next));
    for (const l of listeners) {
      l();
    }
  }, []);
  return [expanded, set];
}
