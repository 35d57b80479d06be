/**
 * What an audit row keeps of a change: for each field that really changed, its value before and
 * after (never a password, a token or a hash: callers pass profile fields only).
 */
export function fieldChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const changed = Object.keys(after).filter((key) => after[key] !== undefined && before[key] !== after[key]);
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  };
}
