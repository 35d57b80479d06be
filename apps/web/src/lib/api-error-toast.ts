import { type ToastInput, toast } from '@/components/ui/use-toast';
import { ApiError } from './api-client';

/**
 * docs/architecture.md 16.8 "Generic API helper": 401 Authentication Error, 403 Access Denied, 409 Conflict
 * Error with the server's message, anything else a generic Error. A network failure counts as 500.
 */
export function apiErrorToast(error: unknown): ToastInput {
  const status = error instanceof ApiError ? error.status : 500;
  switch (status) {
    case 401:
      return {
        title: 'Authentication Error',
        description: 'Please log in again to continue.',
        variant: 'destructive',
      };
    case 403:
      return {
        title: 'Access Denied',
        description:
          error instanceof ApiError && error.message
            ? error.message
            : "You don't have permission to do that.",
        variant: 'destructive',
      };
    case 409:
      return {
        title: 'Conflict Error',
        description: conflictMessage(error),
        variant: 'destructive',
      };
    default:
      return { title: 'Error', description: 'An unexpected error occurred.', variant: 'destructive' };
  }
}

function conflictMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.body as { error?: string; message?: string } | undefined;
    return body?.error ?? body?.message ?? error.message;
  }
  return 'The item was changed by someone else. Please reload and try again.';
}

/** Shows the toast for a failed call; answers what it showed. */
export function showApiErrorToast(error: unknown): ToastInput {
  const input = apiErrorToast(error);
  toast(input);
  return input;
}
