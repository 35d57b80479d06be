import { DEFAULT_RATE_LIMIT_WAIT_S } from '@app/shared/constants';
import { ApiError } from '@/lib/api-client';
import type { AuthErrorView } from './auth-error-view';

export const CONNECTION_ERROR: AuthErrorView = {
  title: 'Connection Error',
  message: 'Unable to connect to the server. Please check your internet connection.',
  tone: 'default',
};

export function attemptsRemainingText(remaining: number): string {
  return remaining === 1 ? '1 attempt remaining' : `${remaining} attempts remaining`;
}

/** The seconds to wait after a 429: the x-ratelimit-reset header, default 900 (docs/architecture.md 16.8). */
export function rateLimitResetSeconds(error: ApiError): number {
  const header = Number(error.headers?.get('x-ratelimit-reset'));
  if (Number.isFinite(header) && header > 0) {
    return header;
  }
  const retryAfter = error.body?.retryAfter;
  return typeof retryAfter === 'number' && retryAfter > 0 ? retryAfter : DEFAULT_RATE_LIMIT_WAIT_S;
}

export function tooManyAttemptsMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many login attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** docs/architecture.md 16.8 "Login": the title, style and text of every sign-in failure. */
export function describeLoginError(error: unknown): AuthErrorView {
  if (!(error instanceof ApiError) || error.isNetworkError) {
    return CONNECTION_ERROR;
  }
  const serverMessage = error.body?.message;
  if (error.status === 429) {
    const seconds = rateLimitResetSeconds(error);
    return {
      title: 'Too Many Attempts',
      message: tooManyAttemptsMessage(seconds),
      tone: 'destructive',
      retryAfterSeconds: seconds,
    };
  }
  switch (error.type) {
    case 'INVALID_CREDENTIALS': {
      const remaining = error.body?.remainingAttempts;
      return {
        title: 'Login Failed',
        message: serverMessage || 'Invalid credentials',
        tone: 'destructive',
        ...(typeof remaining === 'number' && remaining > 0 ? { note: attemptsRemainingText(remaining) } : {}),
      };
    }
    case 'ACCOUNT_LOCKED': {
      const retryAfter = error.body?.retryAfter;
      return {
        title: 'Account Locked',
        message: serverMessage || 'Your account is temporarily locked.',
        tone: 'destructive',
        ...(typeof retryAfter === 'number' && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
      };
    }
    case 'ACCOUNT_INACTIVE':
      return {
        title: 'Account Inactive',
        message: serverMessage || 'Your account is inactive.',
        tone: 'destructive',
        asToast: true,
      };
    case 'SUBSTITUTE_LOGIN':
      return { title: 'Access Denied', message: serverMessage || 'Access denied', tone: 'destructive' };
    case 'VALIDATION_ERROR':
      return {
        title: 'Invalid Input',
        message: serverMessage || 'Please check the form and try again.',
        tone: 'warning',
        items: (error.details ?? []).map((d) => d.message),
      };
    default:
      return {
        title: 'Error',
        message: serverMessage || 'An unexpected error occurred',
        tone: 'destructive',
      };
  }
}
