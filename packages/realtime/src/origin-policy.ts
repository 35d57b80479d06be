/** Allowed origins: a list (exact match, "*" for any) or a predicate; undefined allows every origin. */
export type OriginPolicy = readonly string[] | ((origin: string) => boolean) | undefined;

/**
 * A request without Origin (not a browser) is allowed; so is a same-origin page (its Origin names
 * the host the request was sent to, which a page of another site cannot forge). Any other Origin
 * must match the policy.
 */
export function isOriginAllowed(policy: OriginPolicy, origin: string | undefined, host?: string): boolean {
  if (origin === undefined || policy === undefined || isSameOrigin(origin, host)) {
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

function isSameOrigin(origin: string, host: string | undefined): boolean {
  if (!host) {
    return false;
  }
  try {
    return new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}
