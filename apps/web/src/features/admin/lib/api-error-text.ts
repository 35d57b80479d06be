import { ApiError } from '@/lib/api-client';

/**
 * The sentence to show for a failed call: the server's own message for a refusal it explains
 * (400, 403, 404, 409, 429: e.g. "The last active Admin of the group cannot be demoted"), a plain
 * fallback for anything else (network failure, 5xx).
 */
export function apiErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && !error.isNetworkError && error.status < 500 && error.message) {
    return error.message;
  }
  if (error instanceof ApiError && error.isNetworkError) {
    return error.message;
  }
  return fallback;
}
