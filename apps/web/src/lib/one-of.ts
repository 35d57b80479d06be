/**
 * `value` if it is one of `values`, else null: how a page reads an enumerated address parameter
 * (?kind=, ?status=) with the shared constants, without loading the zod schemas before it paints.
 */
export function oneOf<T extends string>(values: readonly T[], value: string | null | undefined): T | null {
  return values.find((v) => v === value) ?? null;
}
