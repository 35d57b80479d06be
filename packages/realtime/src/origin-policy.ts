/** Allowed origins: a list (exact match, "*" for any) or a predicate; undefined allows every origin. */
export type OriginPolicy = readonly string[] | ((origin: string) => boolean) | undefined;

/** A request without Origin (not a browser) is allowed; a present Origin must match the policy. */
export function isOriginAllowed(policy: OriginPolicy, origin: string | undefined): boolean {
  if (origin === undefined || policy === undefined) {
    return true;
  }
  if (typeof policy === 'function') {
    try {
      return policy(origin);
    } catch {
      return false;
    }
  }
  return policy.includes('*') || policy.includes(origin);
}
