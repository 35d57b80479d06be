import { ApiError } from './api-client';

/**
 * The one sentence to show for a failed call: the server's own message for a refusal it explains
 * (4xx: e.g. "The last active Admin of the group cannot be demoted"), the network message when the
 * server could not be reached, the caller's fallback for anything else (5xx, a bug).
 */
export function apiErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && (error.isNetworkError || error.status < 500) && error.message) {
    return error.message;
  }
  return fallback;
}
