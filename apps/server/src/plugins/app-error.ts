import { type ErrorDetail, ErrorType } from '@app/shared/errors';

/** An error with a stable code; the error handler turns it into `{ type, message, details? }`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly type: string,
    message: string,
    readonly extra: { details?: ErrorDetail[]; remainingAttempts?: number; retryAfter?: number } = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, details?: ErrorDetail[]) =>
  new AppError(400, ErrorType.VALIDATION_ERROR, message, details ? { details } : {});

export const validationError = (field: string, message: string) =>
  new AppError(400, ErrorType.VALIDATION_ERROR, message, { details: [{ field, message }] });

export const unauthorized = (message = 'Authentication required') =>
  new AppError(401, ErrorType.UNAUTHORIZED, message);

export const tokenExpired = () => new AppError(401, ErrorType.TOKEN_EXPIRED, 'Token has expired');

export const permissionDenied = (message = 'Permission denied') =>
  new AppError(403, ErrorType.PERMISSION_DENIED, message);

export const notFound = (what = 'Resource') => new AppError(404, ErrorType.NOT_FOUND, `${what} not found`);

export const conflict = (message: string, type: string = ErrorType.CONFLICT) =>
  new AppError(409, type, message);

export const rateLimited = (
  retryAfterSeconds: number,
  message = 'Too many requests. Please try again later.',
) =>
  new AppError(
    429,
    ErrorType.RATE_LIMITED,
    message,
    { retryAfter: retryAfterSeconds },
    {
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': String(retryAfterSeconds),
      'retry-after': String(retryAfterSeconds),
    },
  );
