import { PASSWORD_MIN_LENGTH } from './constants';

/** docs/architecture.md 16.5: the five registration password rules, with their exact messages. */
export const PASSWORD_RULES = [
  {
    test: (p: string) => p.length >= PASSWORD_MIN_LENGTH,
    message: 'Password must be at least 8 characters long',
  },
  { test: (p: string) => /[A-Z]/.test(p), message: 'Password must contain at least one uppercase letter' },
  { test: (p: string) => /[a-z]/.test(p), message: 'Password must contain at least one lowercase letter' },
  { test: (p: string) => /[0-9]/.test(p), message: 'Password must contain at least one number' },
  {
    test: (p: string) => /[^A-Za-z0-9]/.test(p),
    message: 'Password must contain at least one special character',
  },
] as const;

export const PASSWORD_REQUIREMENTS_TITLE = 'Password does not meet requirements';

/** The messages of every rule the password breaks, in order. */
export function passwordProblems(password: string): string[] {
  return PASSWORD_RULES.filter((r) => !r.test(password)).map((r) => r.message);
}
