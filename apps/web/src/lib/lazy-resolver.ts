import type { FieldErrors, FieldValues, FormRules } from './form/form-types';
import { loadOnce } from './load-once';

/** What a form says when its rules could not be loaded (a dropped connection). */
export const FORM_RULES_UNAVAILABLE = 'The form could not be checked. Check your connection and try again.';

/**
 * A form's rules (lib/form) loaded on demand, so a form's page paints without zod and the shared
 * schemas (about 30 kB gzip). `preload` starts the load (a form calls it when it is first focused
 * or touched); the rules wait for it. When the load fails, the form gets FORM_RULES_UNAVAILABLE
 * as its root error (`formState.errors.root`) and the next check tries again.
 */
export function lazyResolver<T extends FieldValues, TOut = T>(
  load: () => Promise<FormRules<T, TOut>>,
): { resolver: FormRules<T, TOut>; preload: () => void } {
  const get = loadOnce(load);
  const resolver: FormRules<T, TOut> = async (values) => {
    let rules: FormRules<T, TOut>;
    try {
      rules = await get();
    } catch {
      const errors = { root: { type: 'unavailable', message: FORM_RULES_UNAVAILABLE } } as FieldErrors<T>;
      return { values: {}, errors };
    }
    return rules(values);
  };
  return { resolver, preload: () => void get().catch(() => undefined) };
}
