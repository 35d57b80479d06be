import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '@app/shared/password-common';
import { validationError } from '../../plugins/app-error';

/**
 * Wherever a password is set (registration, reset, change), one of the most common passwords is
 * refused with 400 VALIDATION_ERROR on the field that carried it; the five rules of docs/architecture.md 16.5
 * are checked before, by the body's schema.
 */
export function refuseCommonPassword(password: string, field: 'password' | 'newPassword'): void {
  if (isCommonPassword(password)) {
    throw validationError(field, COMMON_PASSWORD_MESSAGE);
  }
}
