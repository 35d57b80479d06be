import { z } from 'zod';

/**
 * PostgreSQL text cannot hold U+0000: a NUL character in any text a client sends is refused as bad
 * input (400), once for every schema (the server's validator wraps each route schema in refuseNul).
 */
export const NUL_MESSAGE = 'Contains an invalid character';

const MAX_DEPTH = 64;

/** The path of the first string (value or key) holding a NUL character, or null when there is none. */
export function findNul(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === 'string') {
    return value.includes('\u0000') ? path : null;
  }
  if (value === null || typeof value !== 'object' || path.length > MAX_DEPTH) {
    return null;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNul(item, [...path, index]);
      if (found) {
        return found;
      }
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) {
      return [...path, key.replaceAll('\u0000', '')];
    }
    const found = findNul(item, [...path, key]);
    if (found) {
      return found;
    }
  }
  return null;
}

/** The schema, refusing first any NUL character anywhere in its input (field named in the issue). */
export function refuseNul<T extends z.ZodType>(schema: T) {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      const path = findNul(value);
      if (path) {
        ctx.addIssue({ code: 'custom', path, message: NUL_MESSAGE, abort: true });
      }
    })
    .pipe(schema);
}
