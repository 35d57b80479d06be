/** Stable error codes: every API error answers `{ type, message, details? }` with one of these. */
export const ErrorType = {
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  UNAUTHORIZED: 'UNAUTHORIZED',
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  PERMISSION_DENIED: 'PERMISSION_DENIED',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  // Login
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  ACCOUNT_LOCKED: 'ACCOUNT_LOCKED',
  ACCOUNT_INACTIVE: 'ACCOUNT_INACTIVE',
  SUBSTITUTE_LOGIN: 'SUBSTITUTE_LOGIN',
  PASSWORD_CHANGE_REQUIRED: 'PASSWORD_CHANGE_REQUIRED',
  // Registration
  INVALID_GROUP_CODE: 'INVALID_GROUP_CODE',
  EMAIL_IN_USE: 'EMAIL_IN_USE',
  GROUP_FULL: 'GROUP_FULL',
  GROUP_INACTIVE: 'GROUP_INACTIVE',
  // Password reset
  INVALID_RESET_TOKEN: 'INVALID_RESET_TOKEN',
  // E-mail change confirmation
  INVALID_EMAIL_CHANGE_TOKEN: 'INVALID_EMAIL_CHANGE_TOKEN',
  // Text messages: the group's SMS_DAILY_SEGMENTS would be exceeded (429, nothing queued)
  SMS_DAILY_LIMIT: 'SMS_DAILY_LIMIT',
  // Approvals: the caller is a party to what they tried to decide (403; docs/architecture.md 15.4)
  SELF_DECISION: 'SELF_DECISION',
} as const;

export type ErrorType = (typeof ErrorType)[keyof typeof ErrorType];

export interface ErrorDetail {
  field: string;
  message: string;
}

/** The body of every error answer. */
export interface ApiErrorBody {
  type: ErrorType | string;
  message: string;
  details?: ErrorDetail[];
  remainingAttempts?: number;
  retryAfter?: number;
}
