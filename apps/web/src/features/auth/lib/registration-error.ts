import { ApiError } from '@/lib/api-client';
import type { AuthErrorView } from './auth-error-view';

const MESSAGES: Record<string, string> = {
  INVALID_GROUP_CODE: 'The group code you entered is invalid.',
  EMAIL_IN_USE: 'This email address is already in use.',
  GROUP_FULL: 'This group has reached its maximum member capacity.',
  GROUP_INACTIVE: 'This group is currently inactive.',
};

export const REGISTRATION_FALLBACK = 'An error occurred during registration. Please try again.';

/** docs/architecture.md 16.8 "Registration": every failure under the title 'Registration Failed'. */
export function describeRegistrationError(error: unknown): AuthErrorView {
  const type = error instanceof ApiError && !error.isNetworkError ? error.type : undefined;
  const known = type ? MESSAGES[type] : undefined;
  const message = known ?? (type && error instanceof ApiError ? error.message : REGISTRATION_FALLBACK);
  const details = error instanceof ApiError && type === 'VALIDATION_ERROR' ? (error.details ?? []) : [];
  return {
    title: 'Registration Failed',
    message,
    tone: 'destructive',
    ...(details.length > 0 ? { items: details.map((d) => d.message) } : {}),
  };
}
