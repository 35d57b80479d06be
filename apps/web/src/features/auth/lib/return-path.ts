/** Where to go after signing in: the origin the guard kept in `location.state.from`, else /home. */
export function returnPath(state: unknown, fallback = '/home'): string {
  const from = state && typeof state === 'object' ? (state as { from?: unknown }).from : undefined;
  let path: string | undefined;
  if (typeof from === 'string') {
    path = from;
  } else if (
    from &&
    typeof from === 'object' &&
    typeof (from as { pathname?: unknown }).pathname === 'string'
  ) {
    const loc = from as { pathname: string; search?: unknown; hash?: unknown };
    path = `${loc.pathname}${typeof loc.search === 'string' ? loc.search : ''}${typeof loc.hash === 'string' ? loc.hash : ''}`;
  }
  // Only same-app paths; never back to a public sign-in screen.
  if (!path?.startsWith('/') || path.startsWith('//') || /^\/(login|register)(\/|\?|#|$)/.test(path)) {
    return fallback;
  }
  return path;
}
