import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Refusing the most common passwords (ASVS 6.2.4), beside the five rules of docs/architecture.md 16.5.
 * The list is zxcvbn-ts's maintained `passwords-common` dictionary (about 49,000 entries,
 * most common first, all lower case), so the comparison ignores case: "P@ssw0rd" is refused
 * because "p@ssw0rd" is on it. The module weighs about 380 KB: the web loads it on demand.
 */
export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose a less predictable one.';

let common: ReadonlySet<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}
