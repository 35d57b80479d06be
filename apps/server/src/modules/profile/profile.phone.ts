import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { validationError } from '../../plugins/app-error';

/** Phone numbers without a country prefix are read as US numbers. */
const DEFAULT_PHONE_COUNTRY = 'US';

/**
 * A phone number as stored: E.164 (libphonenumber), or null for none. A number it cannot read
 * answers 400 on `field`.
 */
export function normalizePhone(value: string | null, field = 'phone'): string | null {
  if (value === null || value.trim() === '') {
    return null;
  }
  const parsed = parsePhoneNumberFromString(value, DEFAULT_PHONE_COUNTRY);
  if (!parsed?.isValid()) {
    throw validationError(field, 'Enter a valid phone number');
  }
  return parsed.number;
}
