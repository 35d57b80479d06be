import { ApiError } from '@/lib/api-client';

export interface FieldMessage {
  field: string;
  message: string;
}

/** The server's field errors (400 VALIDATION_ERROR); none for any other failure. */
export function apiFieldErrors(error: unknown): FieldMessage[] {
  return error instanceof ApiError ? (error.details ?? []) : [];
}

/** A zod parse's issues by the top-level field they concern. */
export function issueFieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldMessage[] {
  return issues.map((issue) => ({ field: String(issue.path[0] ?? ''), message: issue.message }));
}

/**
 * Puts each message that names one of `fields` on that field of the form; answers how many it
 * placed (none: the caller shows the failure another way).
 */
export function placeFieldErrors<K extends string>(
  setError: (field: K, error: { message: string }) => void,
  fields: readonly K[],
  messages: readonly FieldMessage[],
): number {
  const placed = messages.filter((m) => (fields as readonly string[]).includes(m.field));
  for (const m of placed) {
    setError(m.field as K, { message: m.message });
  }
  return placed.length;
}
