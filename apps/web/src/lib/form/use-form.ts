import { useState, useSyncExternalStore } from 'react';
import { FormStore } from './form-store';
import type { FieldValues, FormRules } from './form-types';

interface UseFormOptions<T, TOut> {
  defaultValues: T;
  /** The form's rules (lib/form/zod-rules.ts, lib/lazy-resolver.ts); without them, `required`. */
  resolver?: FormRules<T, TOut> | undefined;
}

/**
 * A form's state for the component that renders it (lib/form/form-store.ts): the same object at
 * every render, and the component renders again when a value, an error or the submitting state
 * changes. The app's forms are small, so one render a keystroke costs nothing worth a finer split.
 */
export function useForm<T extends FieldValues, TOut = T>(
  options: UseFormOptions<T, TOut>,
): FormStore<T, TOut> {
  const [store] = useState(() => new FormStore<T, TOut>(options.defaultValues, options.resolver));
  store.setRules(options.resolver);
  useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return store;
}
