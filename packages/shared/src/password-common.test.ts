import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './password-common';
import { passwordProblems } from './password-rules';

describe('isCommonPassword', () => {
  it('refuses a common password that passes the five rules, in any case', () => {
    expect(passwordProblems('P@ssw0rd')).toEqual([]);
    expect(isCommonPassword('P@ssw0rd')).toBe(true);
    expect(isCommonPassword('p@ssw0rd')).toBe(true);
    expect(isCommonPassword('PASSWORD')).toBe(true);
  });

  it('covers at least the 10,000 most common passwords', () => {
    const list = dictionary['passwords-common'];
    expect(list.length).toBeGreaterThanOrEqual(10_000);
    for (const entry of [list[0], list[4_999], list[9_999]]) {
      expect(isCommonPassword(entry as string)).toBe(true);
    }
  });

  it('lets an uncommon password through', () => {
    expect(isCommonPassword('Br4nd-New-Pass!')).toBe(false);
    expect(isCommonPassword('Passw0rd!')).toBe(false);
  });
});
