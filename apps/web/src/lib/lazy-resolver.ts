import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { loadOnce } from './load-once';

/** What a form says when its rules could not be loaded (a dropped connection). */
export const FORM_RULES_UNAVAILABLE = 'The form could not be checked. Check your connection and try again.';

/**
 * A react-hook-form resolver whose schema loads on demand, so a form's page paints without zod and
 * the shared schemas (about 30 kB gzip). `preload` starts the load (a form calls it when it is
 * first focused or touched); the resolver waits for it. When the load fails, the form gets
 * FORM_RULES_UNAVAILABLE as its root error (`formState.errors.root`) and the next check tries
 * again.
 */
export function lazyResolver<TValues extends FieldValues, TContext = unknown, TOut = TValues>(
  load: () => Promise<Resolver<TValues, TContext, TOut>>,
): { resolver: Resolver<TValues, TContext, TOut>; preload: () => void } {
  const get = loadOnce(load);
  const resolver: Resolver<TValues, TContext, TOut> = async (values, context, options) => {
    let resolve: Resolver<TValues, TContext, TOut>;
    try {
      resolve = await get();
    } catch {
      const errors: FieldErrors<TValues> = {};
      // react-hook-form types the root error with an index signature its own fields contradict.
      errors.root = { type: 'unavailable', message: FORM_RULES_UNAVAILABLE } as NonNullable<
        FieldErrors<TValues>['root']
      >;
      return { values: {}, errors };
    }
    return resolve(values, context, options);
  };
  return { resolver, preload: () => void get().catch(() => undefined) };
}
