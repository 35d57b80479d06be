import { ACCOUNT_LOCKED_STATUS } from '@app/shared/auth-texts';
import { ErrorType } from '@app/shared/errors';
import { AppError } from '../../plugins/app-error';

/** The error codes of docs/architecture.md 16.8 ("Login", "Registration") and the reset flow. */

export const invalidCredentials = (remainingAttempts: number) =>
  new AppError(401, ErrorType.INVALID_CREDENTIALS, 'Invalid email or password', { remainingAttempts });

export const accountLocked = (retryAfterSeconds: number) =>
  new AppError(
    ACCOUNT_LOCKED_STATUS,
    ErrorType.ACCOUNT_LOCKED,
    `Your account is locked after too many failed sign-in attempts. Try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minutes.`,
    { retryAfter: retryAfterSeconds },
    { 'retry-after': String(retryAfterSeconds) },
  );

export const accountInactive = () =>
  new AppError(
    403,
    ErrorType.ACCOUNT_INACTIVE,
    'Your account is inactive. Please contact support to reactivate it.',
  );

export const substituteLogin = () =>
  new AppError(
    403,
    ErrorType.SUBSTITUTE_LOGIN,
    'Substitutes cannot sign in. Please ask the member you are substituting for to contact the group leadership.',
  );

export const invalidGroupCode = () =>
  new AppError(400, ErrorType.INVALID_GROUP_CODE, 'The group code you entered is invalid.');

export const emailInUse = () =>
  new AppError(409, ErrorType.EMAIL_IN_USE, 'This email address is already in use.');

export const groupFull = () =>
  new AppError(409, ErrorType.GROUP_FULL, 'This group has reached its maximum member capacity.');

export const groupInactive = () =>
  new AppError(403, ErrorType.GROUP_INACTIVE, 'This group is currently inactive.');

export const invalidResetToken = () =>
  new AppError(
    400,
    ErrorType.INVALID_RESET_TOKEN,
    'This password reset link is invalid or has expired. Please request a new one.',
  );

/** A wrong current password counts like a failed sign-in; remainingAttempts before the lock. */
export const wrongCurrentPassword = (remainingAttempts?: number) =>
  new AppError(400, ErrorType.VALIDATION_ERROR, 'Current password is incorrect', {
    details: [{ field: 'currentPassword', message: 'Current password is incorrect' }],
    ...(remainingAttempts === undefined ? {} : { remainingAttempts }),
  });

export const samePassword = () =>
  new AppError(400, ErrorType.VALIDATION_ERROR, 'New password must be different from the current one', {
    details: [{ field: 'newPassword', message: 'New password must be different from the current one' }],
  });
