import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 32 random bytes (256 bits), base64url: the secret that goes in a mailed link. */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest of a link token is stored. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const DIGITS = '23456789';
const ALL = UPPER + LOWER + DIGITS;

/**
 * A temporary password that is easy to type from a mail (no 0/O, 1/l/I) and passes the five
 * password rules: three groups of four joined by '-', with an upper, a lower and a digit in each
 * position class. About 70 bits of entropy.
 */
export function newTemporaryPassword(): string {
  const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)] as string;
  const chars = Array.from({ length: 12 }, () => pick(ALL));
  chars[randomInt(0, 4)] = pick(UPPER);
  chars[randomInt(4, 8)] = pick(LOWER);
  chars[randomInt(8, 12)] = pick(DIGITS);
  return [chars.slice(0, 4), chars.slice(4, 8), chars.slice(8, 12)].map((g) => g.join('')).join('-');
}
