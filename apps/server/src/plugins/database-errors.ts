/**
 * PostgreSQL errors that mean the client sent a value the column cannot hold: a NUL or an invalid
 * byte in text (22021, 22P05), a number out of the integer range (22003), text that is not a number
 * (22P02), a date or time out of range (22008) or read with an impossible offset (22009, e.g. a
 * five-digit year written `+010000-...`). The schemas refuse these first (docs/architecture.md 15.9); this
 * is the last resort so they answer 400, never 500.
 */
const BAD_INPUT_CODES = new Set(['22021', '22P05', '22003', '22P02', '22008', '22009']);

/** The SQLSTATE of a database error, also when wrapped (drizzle's DrizzleQueryError keeps it in cause). */
export function databaseErrorCode(err: unknown): string | null {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return code;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

export const isBadInputDatabaseError = (err: unknown): boolean =>
  BAD_INPUT_CODES.has(databaseErrorCode(err) ?? '');

/**
 * What may be logged of an unexpected error: a failed query keeps its SQL text and SQLSTATE, never
 * its parameters (they may hold e-mail addresses, hashes, tokens).
 */
export function loggableError(err: Error): Record<string, unknown> {
  const query = (err as { query?: unknown }).query;
  if (typeof query !== 'string' || !('params' in err)) {
    return { err };
  }
  const cause = (err as { cause?: unknown }).cause;
  return {
    err: {
      type: err.name,
      message: 'Failed query',
      query,
      code: databaseErrorCode(err),
      cause: cause instanceof Error ? cause.message : undefined,
      // The stack starts with the message, parameters included: keep only its frames.
      stack: err.stack
        ?.split('\n')
        .filter((line) => line.trimStart().startsWith('at '))
        .join('\n'),
    },
  };
}

/** PostgreSQL 23505 (a concurrent registration took the e-mail between the check and the insert). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') {
      return true;
    }
  }
  return false;
}
