/** What the pages' first script leaves for the app (src/early/early-requests.ts). */
export interface EarlyRequests {
  token: string;
  startedAt: number;
  /** The answers under way, by URL as `buildUrl` makes it. */
  responses: Map<string, Promise<Response>>;
}

declare global {
  interface Window {
    __chapterEarlyRequests?: EarlyRequests;
  }
}

/** Whether the page's first script asked for the first screen's data (a stored token, on any app page). */
export function earlyRequestsStarted(): boolean {
  return window.__chapterEarlyRequests !== undefined;
}

/** An early answer older than this is not used: the app asks again. */
const MAX_AGE_MS = 15_000;

/**
 * The answer the page's first script already asked for, for this GET with this token, if any:
 * taken once, so a later refetch asks the server again.
 */
export function takeEarlyResponse(url: string, token: string | null): Promise<Response> | undefined {
  const early = window.__chapterEarlyRequests;
  if (!early || !token || early.token !== token || Date.now() - early.startedAt > MAX_AGE_MS) {
    return undefined;
  }
  const response = early.responses.get(url);
  early.responses.delete(url);
  return response;
}
