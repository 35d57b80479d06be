import { ApiError } from '@/lib/api-client';

/** What to tell the member when a picture could not be saved or removed. */
export function avatarErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 413) {
      return 'This image is too large. Choose one of at most 5 MB.';
    }
    if (error.status < 500 || error.isNetworkError) {
      return error.message;
    }
    return 'The photo could not be saved. Please try again.';
  }
  return error instanceof Error ? error.message : 'The photo could not be saved. Please try again.';
}
