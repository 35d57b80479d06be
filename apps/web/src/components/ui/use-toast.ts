import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@app/shared/constants';
import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive' | 'warning' | 'success';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself (default 5000). */
  duration?: number;
  action?: { label: string; onClick: () => void };
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

type Listener = () => void;

let toasts: ToastItem[] = [];
const listeners = new Set<Listener>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function emit(next: ToastItem[]) {
  toasts = next;
  for (const l of listeners) {
    l();
  }
}

/** Removes a dismissed toast from the list 3000 ms later (its exit animation runs meanwhile). */
function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) {
    return;
  }
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismissToast(id?: string) {
  const targets = id ? [id] : toasts.map((t) => t.id);
  emit(toasts.map((t) => (targets.includes(t.id) ? { ...t, open: false } : t)));
  for (const t of targets) {
    scheduleRemoval(t);
  }
}

/** Shows a toast; at most three are kept, the newest first. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter += 1;
  const id = String(counter);
  const item: ToastItem = { duration: TOAST_DURATION_MS, variant: 'default', ...input, id, open: true };
  emit([item, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => toasts,
    () => toasts,
  );
}

/** Test support: forget every toast and timer. */
export function resetToasts() {
  for (const t of removeTimers.values()) {
    clearTimeout(t);
  }
  removeTimers.clear();
  emit([]);
}
