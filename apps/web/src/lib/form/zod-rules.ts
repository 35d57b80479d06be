import type { z } from 'zod';
import type { FieldErrors, FieldName, FieldValues, FormRules } from './form-types';

/**
 * A form's rules from a zod schema: the parsed values, or the first message of each field (an
 * issue about the whole form is the form's `root` error). Forms load this with zod, on first use.
 */
export function zodRules<T extends FieldValues, TOut = T>(schema: z.ZodType<TOut, T>): FormRules<T, TOut> {
  return async (values) => {
    const parsed = await schema.safeParseAsync(values);
    if (parsed.success) {
      return { values: parsed.data, errors: {} };
    }
    const errors: FieldErrors<T> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path.length > 0 ? (String(issue.path[0]) as FieldName<T>) : 'root';
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
}
