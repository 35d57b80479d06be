import { useEffect, useState } from 'react';
import type { FormStore } from '@/lib/form/form-store';
import type { FieldValues } from '@/lib/form/form-types';
import { readStorage, writeStorage } from '@/lib/storage';

const DRAFT_PREFIX = 'activity_draft:';

/** The saved draft of a form merged over its defaults (only keys the form knows), or null. */
export function readDraft<T extends FieldValues>(name: string, defaults: T): T | null {
  const raw = readStorage(DRAFT_PREFIX + name);
  if (!raw) {
    return null;
  }
  try {
    const saved: unknown = JSON.parse(raw);
    if (!saved || typeof saved !== 'object') {
      return null;
    }
    const known: Record<string, unknown> = Object.fromEntries(Object.entries(defaults));
    const merged = { ...known };
    for (const key of Object.keys(defaults)) {
      const value = (saved as Record<string, unknown>)[key];
      if (value !== undefined && (value === null || typeof value === typeof known[key])) {
        merged[key] = value;
      }
    }
    return merged as T;
  } catch {
    return null;
  }
}

export function clearDraft(name: string): void {
  writeStorage(DRAFT_PREFIX + name, null);
}

/** The form's starting values: the draft left on this device, else the defaults. */
export function useDraftDefaults<T extends FieldValues>(name: string, defaults: T) {
  const [initial] = useState(() => {
    const draft = readDraft(name, defaults);
    return { values: (draft ?? defaults) as T, restored: draft !== null };
  });
  return initial;
}

/**
 * Keeps the form's values in localStorage as they are typed, so a reload or a lost connection
 * never loses a half-written slip. Values equal to the defaults (an emptied form) leave no draft.
 * `discard` empties the form and forgets the draft.
 */
export function useFormDraft<T extends FieldValues>(
  name: string,
  form: FormStore<T>,
  defaults: T,
  initiallyRestored: boolean,
) {
  const [restored, setRestored] = useState(initiallyRestored);
  const empty = JSON.stringify(defaults);
  useEffect(() => {
    const sub = form.watch((values) => {
      const text = JSON.stringify(values);
      writeStorage(DRAFT_PREFIX + name, text === empty ? null : text);
    });
    return () => sub.unsubscribe();
  }, [form, name, empty]);
  return {
    restored,
    discard: () => {
      setRestored(false);
      form.reset(defaults);
      clearDraft(name);
    },
  };
}
